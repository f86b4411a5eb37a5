// Copy of the early-access email capture control (spec §4, §5, §8, §9).

export const emailCaptureCopy = {
  buttonLabel: 'Get Early Access',
  /** Label of the 'minimal' variant's text link. */
  minimalLinkLabel: 'Get early access',
  emailLabel: 'Work email',
  placeholder: 'Enter your work email',
  submitLabel: 'Get Access',
  sending: 'Sending...',
  success: 'Check your email!',
  cancelLabel: 'Cancel',
  invalid: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  error: { title: 'Error', fallback: 'Something went wrong. Please try again.' },
  successNotice: { title: 'Check Your Email!', description: 'We sent you a magic link to complete your profile.' },
  /** Shown in place of the form while a super admin has closed early access (the server's own words). */
  closed: 'Early access sign-ups are closed at the moment. Please check back soon.',
} as const;
