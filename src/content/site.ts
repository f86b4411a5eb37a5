// Site-wide identity and the marketing claims of spec §1, defined once so every
// page quotes the same figures.
import type { Stat } from './types';

export const PRODUCT_NAME = 'LXERA';
export const TAGLINE = 'The First Learning & Innovation Experience Platform';
/** Default document title: product name followed by the tagline (spec §2). */
export const DEFAULT_TITLE = `${PRODUCT_NAME} | ${TAGLINE}`;
export const DEFAULT_DESCRIPTION =
  'LXERA is the AI-powered learning and innovation platform for enterprises: personalized learning journeys, reskilling, gamification, mentorship and analytics.';
export const DEFAULT_KEYWORDS: readonly string[] = [
  'learning experience platform',
  'innovation platform',
  'AI learning platform',
  'enterprise learning',
  'reskilling',
  'upskilling',
  'personalized learning',
  'gamification',
  'mentorship',
  'learning analytics',
  'skills gap analysis',
  'citizen-led innovation',
];

const DEFAULT_SITE_URL = 'https://lxera.ai';

/** The site's origin without a trailing slash; blank means the default. */
export function siteUrlFrom(raw: string | undefined): string {
  const value = raw?.trim();
  return value ? value.replace(/\/+$/, '') : DEFAULT_SITE_URL;
}

/**
 * Canonical origin for sitemap.xml, canonical links and absolute og:url values; a deployment sets
 * VITE_SITE_URL. (`env` is absent when Node tooling imports this file outside Vite.)
 */
export const SITE_URL = siteUrlFrom((import.meta as { env?: Record<string, string | undefined> }).env?.VITE_SITE_URL);
/** 1200x630 social preview image served from public/. */
export const DEFAULT_OG_IMAGE = '/og/lxera-og.png';
export const OG_SITE_NAME = PRODUCT_NAME;
export const LOCALE = 'en_US';

/** Builds a route title such as 'Pricing | LXERA'. */
export function pageTitle(name: string): string {
  return `${name} | ${PRODUCT_NAME}`;
}

// Placeholders until the official accounts are confirmed.
export const TWITTER_HANDLE = '@lxera';
export const SOCIAL_LINKS: readonly { network: 'linkedin' | 'x' | 'youtube'; label: string; href: string }[] = [
  { network: 'linkedin', label: 'LXERA on LinkedIn', href: 'https://www.linkedin.com/company/lxera' },
  { network: 'x', label: 'LXERA on X', href: 'https://x.com/lxera' },
  { network: 'youtube', label: 'LXERA on YouTube', href: 'https://www.youtube.com/@lxera' },
];

export const CONTACT_EMAILS = {
  hello: 'hello@lxera.ai',
  sales: 'sales@lxera.ai',
  support: 'support@lxera.ai',
  privacy: 'privacy@lxera.ai',
  security: 'security@lxera.ai',
  legal: 'legal@lxera.ai',
  careers: 'careers@lxera.ai',
  press: 'press@lxera.ai',
} as const;

/** Shown wherever a visitor is asked to sign up. */
export const NO_CREDIT_CARD = 'No credit card required';

/**
 * The figures the product claims (spec §1). Pages must quote these and no others.
 * `label` completes the value into a phrase: '85%' + 'higher engagement'.
 */
export const CLAIMS = {
  teamsJoined: { value: '200+', label: 'teams joined' },
  integrations: { value: '250+', label: 'HR and project tools integrate with one click' },
  higherEngagement: { value: '85%', label: 'higher engagement' },
  fasterCompletion: { value: '60%', label: 'faster completion' },
  engagementMultiplier: { value: '3x', label: 'engagement' },
  onboardingCompletion: { value: '95%', label: 'onboarding completion' },
  fasterLearning: { value: '40%', label: 'faster learning' },
  engagementBoost: { value: '80%', label: 'engagement boost' },
  innovationRate: { value: '3x', label: 'innovation rate' },
  demoClips: { value: '12–20s', label: 'demo clips' },
} as const satisfies Record<string, Stat>;

export type ClaimKey = keyof typeof CLAIMS;

/** '85% higher engagement' */
export function claimText(key: ClaimKey): string {
  const claim = CLAIMS[key];
  // The clip length reads better spelled out than as '12–20s demo clips'.
  return key === 'demoClips' ? 'demo clips of 12 to 20 seconds' : `${claim.value} ${claim.label}`;
}

/** A claim as a Stat with an optional explanation, for stat rows and feature cards. */
export function claimStat(key: ClaimKey, description?: string): Stat {
  const { value, label } = CLAIMS[key];
  return description === undefined ? { value, label } : { value, label, description };
}
