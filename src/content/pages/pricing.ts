// /pricing: plans, the feature comparison and billing questions.
import { routeMeta } from '../routes';
import { claimText, NO_CREDIT_CARD } from '../site';
import { DEMO_SOURCES } from '../sources';
import type { ComparisonGroup, FaqItem, PageContent, PricingPlan } from '../types';
import { demoAction, linkAction, pageHero } from './shared-sections';

export const pricingPlans: readonly PricingPlan[] = [
  {
    id: 'early-access',
    name: 'Early Access',
    tagline: 'For pilot teams',
    price: '$0',
    priceNote: 'free during early access',
    description: 'Try LXERA with one team and see what personalized learning does for engagement.',
    features: [
      'Up to 25 learners',
      'Skills gap analysis and starter skills taxonomy',
      'AI course generation for up to 25 employees',
      'Points, streaks and badges',
      'Learner and admin dashboards',
      'Email support',
      NO_CREDIT_CARD,
    ],
    cta: linkAction('Get Early Access', '/early-access'),
  },
  {
    id: 'team',
    name: 'Team',
    tagline: 'For teams building their first programs',
    price: '$12',
    priceNote: 'per learner / month, billed annually ($15 billed monthly)',
    description: 'Personalized journeys, AI course generation and gamification for a growing team.',
    features: [
      'Up to 250 learners, minimum 10',
      'Unlimited AI course generation',
      'Customized skills taxonomy',
      'Team leaderboards and challenges',
      'AI learning agents in every module',
      'Idea capture in the innovation hub',
      'One-click integrations',
      'CSV export',
    ],
    cta: linkAction('Start with Team', '/early-access'),
  },
  {
    id: 'business',
    name: 'Business',
    tagline: 'For organizations scaling learning and innovation',
    price: '$24',
    priceNote: 'per learner / month, billed annually ($30 billed monthly)',
    description: 'Mentorship, innovation programs and the analytics leadership asks for.',
    features: [
      'Up to 5,000 learners, minimum 50',
      'Everything in Team',
      'Mentor matching and office hours',
      'Innovation challenges, sprints and portfolio view',
      'ROI tracking, custom reports and at-risk alerts',
      'API access and BI export',
      'Priority email and chat support',
    ],
    cta: demoAction(DEMO_SOURCES.pricing, 'Request a Demo'),
    highlighted: true,
    badge: 'Most popular',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'For global enterprises',
    price: 'Custom',
    priceNote: 'annual agreement tailored to your rollout',
    description: 'Company-wide rollouts with single sign-on, custom integrations and a dedicated team.',
    features: [
      'Unlimited learners',
      'Everything in Business',
      'SAML 2.0 and OpenID Connect SSO, SCIM provisioning',
      'Stage-gate governance for innovation programs',
      'Custom integrations and data processing terms',
      'Named customer success manager',
      'Onboarding and program design services',
      'Uptime SLA',
    ],
    cta: linkAction('Contact Sales', '/company/contact'),
  },
];

const planColumns = pricingPlans.map((plan) => plan.name);

export const pricingComparison: readonly ComparisonGroup[] = [
  {
    name: 'Learning',
    rows: [
      { feature: 'Learners', values: ['Up to 25', 'Up to 250', 'Up to 5,000', 'Unlimited'] },
      { feature: 'Personalized learning journeys', values: [true, true, true, true] },
      { feature: 'Skills gap analysis', values: [true, true, true, true] },
      { feature: 'AI course generation', values: ['Up to 25 employees', 'Unlimited', 'Unlimited', 'Unlimited'] },
      { feature: 'Customized skills taxonomy', values: ['Starter taxonomy', true, true, true] },
      { feature: 'Certificates with verification codes', values: [true, true, true, true] },
      { feature: 'Mobile learning', values: [true, true, true, true] },
    ],
  },
  {
    name: 'Engagement',
    rows: [
      { feature: 'Points, streaks and badges', values: [true, true, true, true] },
      { feature: 'Team leaderboards and challenges', values: [false, true, true, true] },
      { feature: 'Smart nudges', values: ['In-app', 'In-app and email', 'All channels', 'All channels'] },
    ],
  },
  {
    name: 'Mentorship and support',
    rows: [
      { feature: 'AI learning agents', values: [true, true, true, true] },
      { feature: 'Mentor matching and office hours', values: [false, false, true, true] },
      { feature: 'LXERA learning specialists', values: [false, false, false, 'Add-on'] },
      { feature: 'Support', values: ['Email', 'Email', 'Priority email and chat', 'Named success manager'] },
      { feature: 'Onboarding services', values: [false, false, 'Guided setup', 'Dedicated program'] },
    ],
  },
  {
    name: 'Analytics',
    rows: [
      { feature: 'Learner and admin dashboards', values: [true, true, true, true] },
      { feature: 'Gamification analytics', values: [true, true, true, true] },
      { feature: 'ROI tracking and custom reports', values: [false, false, true, true] },
      { feature: 'At-risk alerts', values: [false, false, true, true] },
      { feature: 'CSV export', values: [true, true, true, true] },
      { feature: 'API access and BI export', values: [false, false, true, true] },
    ],
  },
  {
    name: 'Innovation',
    rows: [
      { feature: 'Idea capture', values: [true, true, true, true] },
      { feature: 'Challenges and sprints', values: [false, false, true, true] },
      { feature: 'Portfolio view', values: [false, false, true, true] },
      { feature: 'Stage-gate governance', values: [false, false, false, true] },
    ],
  },
  {
    name: 'Integrations and security',
    rows: [
      { feature: 'One-click integrations', values: ['HR and chat', '250+', '250+', '250+ plus custom'] },
      { feature: 'Role-based access and company data isolation', values: [true, true, true, true] },
      { feature: 'Magic-link and one-time-code sign-in', values: [true, true, true, true] },
      { feature: 'SAML / OIDC single sign-on and SCIM', values: [false, false, false, true] },
      { feature: 'Data processing agreement', values: ['Standard', 'Standard', 'Standard', 'Custom terms'] },
      { feature: 'Security documentation under NDA', values: [false, false, true, true] },
      { feature: 'Uptime SLA', values: [false, false, false, true] },
    ],
  },
];

export const pricingFaq: readonly FaqItem[] = [
  {
    question: 'Is early access really free?',
    answer: `Yes. Early access is free for pilot teams of up to 25 learners and ${NO_CREDIT_CARD.toLowerCase()}. We will give you at least 30 days' notice before early access ends, and you decide whether to move to a paid plan.`,
  },
  {
    question: 'What counts as a learner?',
    answer:
      'An employee with an active LXERA account in a billing period. Admins who only manage the platform, mentors who take no courses and deactivated employees are not counted.',
  },
  {
    question: 'Can we pay monthly?',
    answer: 'Yes. Team and Business can be billed monthly at $15 and $30 per learner. Annual billing costs 20% less.',
  },
  {
    question: 'Can we change plans later?',
    answer: 'Upgrade at any time and pay the prorated difference for the rest of your term. Downgrades take effect at the next renewal.',
  },
  {
    question: 'Are AI features charged separately?',
    answer:
      'No. AI course generation and AI learning agents are included in every plan. Early Access limits generation to 25 employees; paid plans have no generation limit under normal use.',
  },
  {
    question: 'Which integrations are included?',
    answer: `Every paid plan includes the integrations directory: ${claimText('integrations')}. Enterprise adds custom integrations built with our team.`,
  },
  {
    question: 'Do you offer nonprofit or education pricing?',
    answer: 'Yes. Registered nonprofits and accredited educational institutions receive special pricing. Contact sales with details of your organization.',
  },
  {
    question: 'How can we pay?',
    answer: 'Monthly plans are paid by card. Annual Business and Enterprise agreements can be paid by invoice and bank transfer, with purchase orders if you need them.',
  },
  {
    question: 'What happens to our data if we cancel?',
    answer:
      'You can export your data at any time. After a subscription ends we keep it for 30 days so you can come back or export it, and then delete it from our systems and backups on their normal cycle.',
  },
  {
    question: 'Can we run a pilot before an Enterprise agreement?',
    answer: 'Yes. Most Enterprise customers start with one team on early access, agree success criteria with us, and expand once they are met.',
  },
];

export const pricingPage: PageContent = {
  meta: routeMeta('/pricing'),
  sections: [
    pageHero({
      eyebrow: 'Pricing',
      title: 'Simple pricing that grows with your people',
      subtitle:
        'Start free with a pilot team, pay per learner as you roll out, and talk to us when you are ready for the whole enterprise.',
      note: `${NO_CREDIT_CARD} for early access.`,
    }),
    {
      type: 'pricing-plans',
      id: 'plans',
      title: 'Choose your plan',
      plans: pricingPlans,
      note: 'Prices in US dollars, excluding applicable taxes. Monthly billing is available for Team and Business.',
    },
    {
      type: 'comparison',
      id: 'compare',
      title: 'Compare plans',
      caption: 'Features included in each LXERA plan',
      columns: planColumns,
      groups: pricingComparison,
    },
    { type: 'faq', id: 'faq', title: 'Pricing questions', items: pricingFaq },
    {
      type: 'cta',
      id: 'contact',
      title: 'Planning a company-wide rollout?',
      body: 'Tell us how many people you want to reach and by when. We will put together a plan, a pilot and a quote within 24 hours.',
      actions: [linkAction('Contact Sales', '/company/contact'), demoAction(DEMO_SOURCES.pricing)],
    },
  ],
};
