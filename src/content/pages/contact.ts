// /company/contact: the contact-sales form (creates a contact_sales ticket) and other ways to reach us.
import { routeMeta } from '../routes';
import { CONTACT_EMAILS } from '../site';
import { CONTACT_SALES_SOURCE } from '../sources';
import type { ContactFormContent, PageContent } from '../types';
import { pageHero } from './shared-sections';

export const contactSalesForm: ContactFormContent = {
  title: 'Contact sales',
  intro: 'Tell us about your team and goals. A learning specialist will reply within 24 hours.',
  ticketType: 'contact_sales',
  source: CONTACT_SALES_SOURCE,
  fields: {
    firstName: { label: 'First name', placeholder: 'Jane', required: true },
    lastName: { label: 'Last name', placeholder: 'Doe', required: true },
    email: { label: 'Work email', placeholder: 'jane@company.com', required: true },
    company: { label: 'Company', placeholder: 'Your company', required: true },
    jobTitle: { label: 'Job title', placeholder: 'Head of Learning & Development', required: false },
    phone: { label: 'Phone', placeholder: '+1 555 000 0000', required: false },
    companySize: { label: 'Company size', placeholder: 'Select company size', required: true },
    country: { label: 'Country', placeholder: 'Select country', required: true },
    budgetRange: { label: 'Annual budget', placeholder: 'Select a budget range', required: true },
    timeline: { label: 'Timeline', placeholder: 'When do you want to start?', required: true },
    useCase: { label: 'Main use case', placeholder: 'Select a use case', required: true },
    message: {
      label: 'How can we help?',
      placeholder: 'Tell us about the teams you want to reach and what success looks like',
      required: false,
    },
  },
  budgetRanges: [
    { value: 'under_10k', label: 'Under $10,000 per year' },
    { value: '10k_50k', label: '$10,000 – $50,000 per year' },
    { value: '50k_100k', label: '$50,000 – $100,000 per year' },
    { value: '100k_250k', label: '$100,000 – $250,000 per year' },
    { value: '250k_plus', label: 'More than $250,000 per year' },
    { value: 'not_sure', label: 'Not sure yet' },
  ],
  timelines: [
    { value: 'immediately', label: 'As soon as possible' },
    { value: '1_month', label: 'Within 1 month' },
    { value: '1_3_months', label: 'In 1–3 months' },
    { value: '3_6_months', label: 'In 3–6 months' },
    { value: '6_plus_months', label: 'In more than 6 months' },
    { value: 'exploring', label: 'Just exploring' },
  ],
  useCases: [
    { value: 'personalized_learning', label: 'AI-personalized learning' },
    { value: 'reskilling_upskilling', label: 'Workforce reskilling and upskilling' },
    { value: 'gamification', label: 'Gamification and motivation' },
    { value: 'citizen_innovation', label: 'Citizen-led innovation' },
    { value: 'analytics', label: 'Learning analytics and engagement' },
    { value: 'mentorship', label: 'AI mentorship and support' },
    { value: 'innovation_enablement', label: 'Enterprise innovation enablement' },
    { value: 'onboarding', label: 'Employee onboarding' },
    { value: 'other', label: 'Something else' },
  ],
  privacyNote: { before: 'By submitting, you agree to our ', linkLabel: 'Privacy Policy', href: '/legal/privacy', after: '.' },
  submitLabel: 'Contact Sales',
  submittingLabel: 'Sending...',
  success: {
    title: 'Thanks, we have your message!',
    description: 'A learning specialist will get back to you within 24 hours.',
  },
  missing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  failure: {
    title: 'Submission Failed',
    description: `There was an error sending your message. Please try again or email ${CONTACT_EMAILS.sales}.`,
  },
};

export const contactPage: PageContent = {
  meta: routeMeta('/company/contact'),
  sections: [
    pageHero({
      eyebrow: 'Contact',
      title: "Let's talk about your learning and innovation goals",
      subtitle:
        'Whether you are planning a pilot or a company-wide rollout, our team will help you find the right plan and show you LXERA with your own roles and skills.',
    }),
    { type: 'contact-form', id: 'contact-sales', form: contactSalesForm },
    {
      type: 'feature-grid',
      id: 'other-channels',
      title: 'Other ways to reach us',
      columns: 4,
      items: [
        { icon: 'Briefcase', title: 'Sales', description: CONTACT_EMAILS.sales, href: `mailto:${CONTACT_EMAILS.sales}` },
        { icon: 'LifeBuoy', title: 'Customer support', description: CONTACT_EMAILS.support, href: `mailto:${CONTACT_EMAILS.support}` },
        { icon: 'Newspaper', title: 'Press', description: CONTACT_EMAILS.press, href: `mailto:${CONTACT_EMAILS.press}` },
        { icon: 'ShieldCheck', title: 'Security and privacy', description: CONTACT_EMAILS.privacy, href: `mailto:${CONTACT_EMAILS.privacy}` },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Before you get in touch',
      items: [
        {
          question: 'How quickly will you reply?',
          answer: 'Within 24 hours on business days, usually much sooner.',
        },
        {
          question: 'Can I try LXERA without talking to sales?',
          answer: 'Yes. Early access is free for pilot teams and no credit card is required. Sign up and start with one team.',
        },
        {
          question: 'I am already a customer and need help.',
          answer: `Use Platform Feedback in your dashboard or email ${CONTACT_EMAILS.support}; support requests are answered by our customer team.`,
        },
      ],
    },
  ],
};
