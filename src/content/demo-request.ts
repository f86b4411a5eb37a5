// Copy of the demo dialog, its scheduler step and its toasts (spec §2 demo modal, §5, §8).

export const demoDialogCopy = {
  form: {
    title: 'Request a Demo',
    subtitle: 'See the product in action with a personalized demonstration',
    fields: {
      firstName: { label: 'First name', placeholder: 'Jane' },
      lastName: { label: 'Last name', placeholder: 'Doe' },
      email: { label: 'Work email', placeholder: 'jane@company.com' },
      company: { label: 'Company', placeholder: 'Your company' },
      companySize: { label: 'Company size', placeholder: 'Select company size' },
      country: { label: 'Country', placeholder: 'Select country' },
      jobTitle: { label: 'Job title', placeholder: 'Head of Learning & Development' },
      phone: { label: 'Phone', placeholder: '+1 555 000 0000' },
      message: { label: 'What would you like to see?', placeholder: 'Tell us about your team and goals' },
    },
    requiredMark: '*',
    employeesSuffix: 'employees',
    showOptional: 'Add optional details',
    hideOptional: 'Hide optional details',
    countryPicker: {
      searchPlaceholder: 'Search countries...',
      popularGroup: 'Popular Countries',
      allGroup: 'All Countries',
      empty: 'No country found.',
    },
    privacy: { before: 'By submitting, you agree to our ', linkLabel: 'Privacy Policy', href: '/privacy', after: '.' },
    submit: 'Continue to Schedule →',
    submitting: 'Submitting...',
  },
  schedule: {
    title: 'Thank You!',
    subtitle: 'Schedule your demo meeting',
    meetingLength: '30-minute personalized demo',
    loading: 'Loading scheduler...',
    swipeHint: 'Swipe to see available times',
    failure: 'Unable to load the scheduler. Please try again later.',
    openInNewTab: 'Open scheduler in new tab →',
    showTimes: 'Show Available Times',
    openCalendar: 'Open Calendar to Schedule',
    readyTitle: 'Ready to Schedule!',
    readyBody: 'Your information has been saved. Click below to pick a time.',
    later: "I'll schedule later",
    frameTitle: 'Schedule your LXERA demo',
  },
  close: 'Close',
} as const;

export const demoToasts = {
  missingInformation: {
    title: 'Missing Information',
    desktop: 'Please fill in all required fields including company size and country.',
    mobile: 'Please fill in all required fields.',
  },
  submitFailed: {
    title: 'Submission Failed',
    desktop: 'There was an error submitting your request. Please try again or contact us directly.',
    mobile: 'There was an error submitting your request. Please try again.',
  },
  /** Used when the server gives no message of its own. */
  submitFailedFallback: 'Failed to submit demo request',
  scheduleLater: {
    title: 'Demo Request Received!',
    description: "We'll be in touch within 24 hours to schedule your personalized demo.",
  },
  calendarInNewTab: {
    title: 'Calendar opened',
    description: "Schedule your demo in the new tab. We'll be in touch within 24 hours.",
  },
} as const;
