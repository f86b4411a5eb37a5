// Copy of the cookie banner shown when analytics, heatmap or session-recording tools are configured.
export const cookieConsentCopy = {
  label: 'Cookie consent',
  body: 'We use optional cookies for analytics, heatmaps and session recordings to improve LXERA. They load only if you accept.',
  policyLink: { label: 'Cookie Policy', href: '/legal/cookies' },
  accept: 'Accept',
  decline: 'Decline',
} as const;
