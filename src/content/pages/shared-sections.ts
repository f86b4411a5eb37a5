// Section builders reused by many pages, so repeated calls to action read the same everywhere.
import { DEMO_SOURCES } from '../sources';
import { NO_CREDIT_CARD } from '../site';
import type { CtaAction, CtaSection, HeroSection } from '../types';

export function demoAction(source: string, label = 'Request a Demo'): CtaAction {
  return { kind: 'demo', label, source };
}

export function linkAction(label: string, href: string): CtaAction {
  return { kind: 'link', label, href };
}

export function pageHero(input: {
  eyebrow: string;
  title: string;
  subtitle: string;
  actions?: readonly CtaAction[];
  note?: string;
}): HeroSection {
  return {
    type: 'hero',
    id: 'top',
    eyebrow: input.eyebrow,
    title: input.title,
    subtitle: input.subtitle,
    actions: input.actions ?? [],
    ...(input.note === undefined ? {} : { note: input.note }),
  };
}

/** The closing call to action of product pages: demo first, pricing second. */
export function closingCta(
  source: string,
  title = 'See LXERA with your own roles and skills',
  body = 'Book a 30-minute demo and we will walk through your skills taxonomy, generate a sample course for one of your teams and show the analytics your leaders would see.',
): CtaSection {
  return {
    type: 'cta',
    id: 'get-started',
    title,
    body,
    actions: [demoAction(source), linkAction('View Pricing', '/pricing')],
    note: `${NO_CREDIT_CARD} for early access.`,
  };
}

export const SOLUTION_DEMO_SOURCE = DEMO_SOURCES.solutions;
export const PLATFORM_DEMO_SOURCE = DEMO_SOURCES.platform;

/** '2026-10-01' -> 'Last updated: October 1, 2026' (UTC, so server and browser render the same text). */
export function lastUpdatedNote(isoDate: string): string {
  const formatted = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  return `Last updated: ${formatted}`;
}
