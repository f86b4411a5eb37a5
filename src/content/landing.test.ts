import { describe, it, expect } from 'vitest';
import { demoDialogCopy, demoToasts } from './demo-request';
import { emailCaptureCopy } from './email-capture';
import {
  demoVideo,
  heroContent,
  highlightsSection,
  howItWorksSection,
  LANDING_SECTION_IDS,
  marqueeLogos,
  outcomesSection,
  transformationCta,
  videoModalCopy,
} from './landing';
import * as landing from './landing';
import { CLAIMS, claimText, NO_CREDIT_CARD } from './site';
import { CAPTURE_SOURCES, DEMO_SOURCES } from './sources';

/** Every { value, label } pair (a Stat) anywhere in a value. */
function collectStats(value: unknown): { value: string; label: string }[] {
  if (Array.isArray(value)) return value.flatMap(collectStats);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = typeof record.value === 'string' && typeof record.label === 'string' ? [{ value: record.value, label: record.label }] : [];
    return [...own, ...Object.values(record).flatMap(collectStats)];
  }
  return [];
}

const landingText = JSON.stringify(landing);

describe('landing claims', () => {
  it.each(Object.entries(CLAIMS))('shows the %s claim', (key, claim) => {
    const shownAsStat = collectStats(landing).some((stat) => stat.value === claim.value && stat.label === claim.label);
    const shownAsText = landingText.includes(claimText(key as keyof typeof CLAIMS));
    expect(shownAsStat || shownAsText).toBe(true);
  });

  it('says no credit card is required and that 200+ teams joined', () => {
    expect(heroContent.noCreditCard).toBe(NO_CREDIT_CARD);
    expect(heroContent.socialProof).toBe('200+ teams joined');
    expect(transformationCta.note).toContain(NO_CREDIT_CARD);
  });
});

describe('landing sections', () => {
  it('has the four outcome pillars of the spec', () => {
    expect(outcomesSection.pillars.map((pillar) => pillar.title)).toEqual([
      'Personalized Learning',
      'Engagement and Motivation',
      'Data-Driven Decisions',
      'Rapid Prototyping and Innovation',
    ]);
  });

  it('has the four how-it-works steps of the spec', () => {
    expect(howItWorksSection.steps.map((step) => step.title)).toEqual([
      'Intelligent Onboarding',
      'Curated Learning Journey',
      'Real-Time Feedback',
      'Innovation Activation',
    ]);
  });

  it('has at most 12 platform highlights, each with a unique title', () => {
    expect(highlightsSection.items.length).toBeGreaterThan(0);
    expect(highlightsSection.items.length).toBeLessThanOrEqual(12);
    expect(new Set(highlightsSection.items.map((item) => item.title)).size).toBe(highlightsSection.items.length);
  });

  it('anchors Discover more at #why-lxera and tracks platform, solutions and contact', () => {
    expect(heroContent.discoverMore).toEqual({ label: 'Discover more', targetId: 'why-lxera' });
    expect(outcomesSection.id).toBe('why-lxera');
    const ids = Object.values(LANDING_SECTION_IDS);
    for (const tracked of ['platform', 'solutions', 'contact']) expect(ids).toContain(tracked);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('landing hero', () => {
  it('offers early access and a demo in both variants', () => {
    for (const variant of [heroContent.desktop, heroContent.mobile]) {
      expect(variant.capture).toMatchObject({ kind: 'capture', label: 'Get Early Access' });
      expect(variant.demo).toMatchObject({ kind: 'demo', source: 'Hero Section' });
      expect(['Schedule Demo', 'Request a Demo', 'Book a Demo']).toContain(variant.demo.label);
    }
    expect(heroContent.desktop.capture).toMatchObject({ source: 'hero_section' });
    expect(heroContent.mobile.capture).toMatchObject({ source: 'mobile_hero' });
  });

  it('confirms a capture with the spec wording', () => {
    expect(heroContent.confirmation).toEqual({
      title: 'Check your email to continue',
      description: 'We sent you a magic link',
    });
    expect(transformationCta.success).toBe('✓ Check your email to continue!');
    expect(transformationCta.scheduleCallLabel).toBe('Schedule a call');
    expect(transformationCta.demo.label).toBe('Request a Demo');
  });

  it('lists the four mobile selling points', () => {
    expect(heroContent.mobile.sellingPoints.map((point) => point.text)).toEqual([
      'AI agents plus human experts',
      'Customized skills taxonomy',
      'ROI tracking with real-time analytics',
      'Gamified learning',
    ]);
  });
});

describe('mobile marquee and video', () => {
  it('shows 8 distinct logos from local static paths', () => {
    expect(marqueeLogos).toHaveLength(8);
    expect(new Set(marqueeLogos.map((logo) => logo.name)).size).toBe(8);
    for (const logo of marqueeLogos) expect(logo.logo).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
    expect(new Set(marqueeLogos.map((logo) => logo.category))).toEqual(new Set(['HR & payroll', 'Chat', 'Project tools']));
  });

  it('has the five demo video chapters', () => {
    expect(demoVideo.chapters).toEqual([
      { title: 'Introduction', time: 0 },
      { title: 'Skills Gap Analysis', time: 30 },
      { title: 'AI Course Generation', time: 60 },
      { title: 'Learning Experience', time: 90 },
      { title: 'Analytics Dashboard', time: 120 },
    ]);
    expect(demoVideo.label).toBe('Watch how it works');
    expect(demoVideo.overlaySubtitle).toBe('Platform Demo');
  });

  it('ends the video with the spec overlay', () => {
    expect(demoVideo.endOverlay.title).toBe('Ready to Transform Your Learning?');
    expect(demoVideo.endOverlay.subtitle).toBe('See it in action with a personalized demo');
    expect(demoVideo.endOverlay.primary).toEqual({ kind: 'demo', label: 'Get Started', source: 'Video End CTA' });
    expect(demoVideo.endOverlay.watchAgain).toBe('Watch Again');
  });

  it('words the video modal states as the spec does', () => {
    expect(videoModalCopy.loading).toBe('Loading video…');
    expect(videoModalCopy.unavailableTitle).toBe('Video Unavailable');
    expect(videoModalCopy.unavailableBody).toBe("Sorry, this demo wasn't found. Check again soon!");
    expect(videoModalCopy.close).toBe('Close');
  });
});

describe('demo dialog and capture copy', () => {
  it('uses the spec texts for both dialog steps', () => {
    expect(demoDialogCopy.form.title).toBe('Request a Demo');
    expect(demoDialogCopy.form.subtitle).toBe('See the product in action with a personalized demonstration');
    expect(demoDialogCopy.form.showOptional).toBe('Add optional details');
    expect(demoDialogCopy.form.submit).toBe('Continue to Schedule →');
    expect(demoDialogCopy.form.submitting).toBe('Submitting...');
    expect(demoDialogCopy.form.privacy.href).toBe('/privacy');
    expect(demoDialogCopy.form.countryPicker.popularGroup).toBe('Popular Countries');
    expect(demoDialogCopy.schedule).toMatchObject({
      title: 'Thank You!',
      subtitle: 'Schedule your demo meeting',
      loading: 'Loading scheduler...',
      swipeHint: 'Swipe to see available times',
      failure: 'Unable to load the scheduler. Please try again later.',
      openInNewTab: 'Open scheduler in new tab →',
      showTimes: 'Show Available Times',
      openCalendar: 'Open Calendar to Schedule',
      readyTitle: 'Ready to Schedule!',
      readyBody: 'Your information has been saved. Click below to pick a time.',
      later: "I'll schedule later",
    });
  });

  it('uses the spec toasts', () => {
    expect(demoToasts.missingInformation.desktop).toBe('Please fill in all required fields including company size and country.');
    expect(demoToasts.missingInformation.mobile).toBe('Please fill in all required fields.');
    expect(demoToasts.submitFailed.desktop).toBe(
      'There was an error submitting your request. Please try again or contact us directly.',
    );
    expect(demoToasts.scheduleLater).toEqual({
      title: 'Demo Request Received!',
      description: "We'll be in touch within 24 hours to schedule your personalized demo.",
    });
    expect(demoToasts.calendarInNewTab.description).toBe("Schedule your demo in the new tab. We'll be in touch within 24 hours.");
  });

  it('uses the spec capture texts', () => {
    expect(emailCaptureCopy.buttonLabel).toBe('Get Early Access');
    expect(emailCaptureCopy.placeholder).toBe('Enter your work email');
    expect(emailCaptureCopy.sending).toBe('Sending...');
    expect(emailCaptureCopy.success).toBe('Check your email!');
    expect(emailCaptureCopy.invalid).toEqual({ title: 'Invalid Email', description: 'Please enter a valid email address' });
    expect(emailCaptureCopy.error.fallback).toBe('Something went wrong. Please try again.');
    expect(emailCaptureCopy.successNotice).toEqual({
      title: 'Check Your Email!',
      description: 'We sent you a magic link to complete your profile.',
    });
  });

  it('labels sources as the spec does', () => {
    expect(CAPTURE_SOURCES.desktopHero).toBe('hero_section');
    expect(CAPTURE_SOURCES.mobileHero).toBe('mobile_hero');
    expect(DEMO_SOURCES.hero).toBe('Hero Section');
    expect(DEMO_SOURCES.videoEnd).toBe('Video End CTA');
  });
});
