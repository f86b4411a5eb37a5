// /resources/success-stories: how early-access customers (fictional companies) use LXERA.
import { routeMeta } from '../routes';
import { claimStat } from '../site';
import { DEMO_SOURCES } from '../sources';
import type { CaseStudy, PageContent } from '../types';
import { demoAction, linkAction, pageHero } from './shared-sections';

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: 'meridian-freight-group',
    customer: 'Meridian Freight Group',
    industry: 'Logistics',
    headquarters: 'Rotterdam, Netherlands',
    companySize: '5000+',
    summary: 'A logistics group onboarding seasonal warehouse staff and new shift supervisors across a network of distribution centers.',
    challenge: [
      'Every autumn Meridian hires large numbers of seasonal staff, and every year some new shift supervisors are promoted from within. Both groups went through the same classroom onboarding, scheduled around shifts that rarely matched it.',
      'Experienced hires sat through basics while newcomers struggled to keep up, and many never finished the program before peak season began.',
    ],
    solution: [
      'Positions for warehouse associates, forklift operators and shift supervisors, each with a short skills profile.',
      'Magic-link onboarding on the phone, with a skills check that skips what people already know.',
      'AI-generated courses per employee, with safety modules reviewed by the operations team before publishing.',
      'Supervisors matched with experienced peers as mentors for their first eight weeks.',
    ],
    results: [
      claimStat('onboardingCompletion', 'of seasonal hires finished onboarding before peak season'),
      claimStat('fasterLearning', 'for new supervisors who skipped content they already knew'),
    ],
    quote: {
      text: 'Our shift supervisors stopped sitting through modules they could teach themselves. They go straight to what they need for the next shift, and it shows on the floor.',
      author: 'Ingrid Vos',
      role: 'VP People Operations',
      company: 'Meridian Freight Group',
    },
    solutionsUsed: [
      { label: 'AI-Personalized Learning', href: '/solutions/ai-personalized-learning' },
      { label: 'AI Mentorship & Support', href: '/solutions/ai-mentorship-support' },
    ],
  },
  {
    slug: 'halvorsen-health-network',
    customer: 'Halvorsen Health Network',
    industry: 'Healthcare',
    headquarters: 'Bergen, Norway',
    companySize: '1001-5000',
    summary: 'A regional hospital network keeping clinical staff on every shift current with mandatory refreshers and new procedures.',
    challenge: [
      'Mandatory refresher training was completed in a rush before each audit, and night-shift staff found it hardest to attend sessions at all.',
      'Clinical educators spent their time chasing completion instead of coaching, and engagement with optional learning was low.',
    ],
    solution: [
      'Short refresher modules that fit into quiet moments of a shift, on any device.',
      'Team streaks and ward challenges, with individual leaderboards switched off.',
      'AI agents answering questions about procedures from approved clinical material, with escalation to clinical educators.',
      "Dashboards showing each ward's progress ahead of audit deadlines.",
    ],
    results: [
      claimStat('engagementBoost', 'in refresher activity on night shifts'),
      claimStat('engagementMultiplier', 'on wards that joined team challenges'),
    ],
    quote: {
      text: 'Night-shift staff were the hardest group to reach. Team streaks turned the refresher modules into something the wards talk about at handover.',
      author: 'Dr. Leila Haddad',
      role: 'Director of Clinical Education',
      company: 'Halvorsen Health Network',
    },
    solutionsUsed: [
      { label: 'AI Gamification & Motivation', href: '/solutions/ai-gamification-motivation' },
      { label: 'AI Mentorship & Support', href: '/solutions/ai-mentorship-support' },
    ],
  },
  {
    slug: 'quillstone-financial',
    customer: 'Quillstone Financial',
    industry: 'Financial services',
    headquarters: 'Toronto, Canada',
    companySize: '501-1000',
    summary: 'A mid-sized financial services firm reskilling operations analysts for data and AI-assisted work.',
    challenge: [
      'Automation was changing operations roles quickly, and Quillstone wanted to move analysts into data-focused positions instead of replacing them.',
      'Designing a reskilling program by hand took a full quarter, and generic online courses were rarely finished.',
    ],
    solution: [
      'A customized skills taxonomy for data, automation and risk, mapped to current and future positions.',
      'Skills gap analysis by team, showing which analysts were closest to each future role.',
      "Bulk AI course generation for every analyst, grounded in Quillstone's own procedures.",
      'Monthly progress reports for the executive committee from the analytics dashboard.',
    ],
    results: [
      claimStat('fasterCompletion', 'of reskilling journeys compared with the previous program'),
      claimStat('higherEngagement', "with courses built around the analysts' own work"),
    ],
    quote: {
      text: 'We used to spend a quarter designing a reskilling program. With LXERA our analysts had personalized courses in front of them the week we finished mapping the skills.',
      author: 'Marcus Chen',
      role: 'Chief Learning Officer',
      company: 'Quillstone Financial',
    },
    solutionsUsed: [
      { label: 'Workforce Reskilling & Upskilling', href: '/solutions/workforce-reskilling-upskilling' },
      { label: 'Learning Analytics & Engagement', href: '/solutions/learning-analytics-engagement' },
    ],
  },
  {
    slug: 'brightwater-manufacturing',
    customer: 'Brightwater Manufacturing',
    industry: 'Manufacturing',
    headquarters: 'Stuttgart, Germany',
    companySize: '1001-5000',
    summary: 'An industrial manufacturer turning shop-floor learning on automation into a stream of tested improvement ideas.',
    challenge: [
      "Brightwater's improvement program relied on a suggestion box. Ideas arrived without evidence, reviews took months, and most operators had stopped submitting.",
      'At the same time, operators were learning about automation and lean methods with no place to apply what they learned.',
    ],
    solution: [
      'An automation and lean learning journey that ends in a real plant challenge.',
      'Idea capture from inside the course, linked to the lesson that inspired it.',
      'Two-week prototype sprints with engineers as mentors and a sponsor decision at the end.',
      'Innovation badges and points for every contributor, whatever the outcome.',
    ],
    results: [
      claimStat('innovationRate', 'in improvement ideas reaching the prototype stage'),
      claimStat('higherEngagement', 'in the automation journey once it ended in a challenge'),
    ],
    quote: {
      text: 'Operators who finished the automation journey started sending us improvement ideas with a working prototype attached. That had never happened before.',
      author: 'Tobias Brandt',
      role: 'Head of Continuous Improvement',
      company: 'Brightwater Manufacturing',
    },
    solutionsUsed: [
      { label: 'Citizen-Led Innovation', href: '/solutions/citizen-led-innovation' },
      { label: 'Enterprise Innovation Enablement', href: '/solutions/enterprise-innovation-enablement' },
    ],
  },
  {
    slug: 'kestrel-retail',
    customer: 'Kestrel Retail',
    industry: 'Retail',
    headquarters: 'Singapore',
    companySize: '5000+',
    summary: 'A retail chain rolling out consistent store training across several countries with a small central L&D team.',
    challenge: [
      'Each country ran its own store training, with different content, tools and reporting. New store openings stretched the central team thin.',
      'Leadership had no single view of whether store staff were ready for new products and services.',
    ],
    solution: [
      'Employees and stores synced from the HR system through a one-click integration.',
      'Shared positions for store roles, with local additions where regulations differ.',
      'Bulk course generation for each new store team before opening day.',
      'A regional dashboard comparing readiness across countries and stores.',
    ],
    results: [
      claimStat('onboardingCompletion', 'of new store staff onboarded before opening day'),
      claimStat('fasterCompletion', 'of product training across the region'),
    ],
    quote: {
      text: 'Our L&D team is small and our stores are everywhere. Bulk generation and the HR sync do the heavy lifting, so we spend our time with store managers instead of spreadsheets.',
      author: 'Priya Raman',
      role: 'Regional L&D Lead',
      company: 'Kestrel Retail',
    },
    solutionsUsed: [
      { label: 'Scalable Learning Support', href: '/solutions/scalable-learning-support' },
      { label: 'Learning Analytics & Engagement', href: '/solutions/learning-analytics-engagement' },
    ],
  },
];

export const successStoriesPage: PageContent = {
  meta: routeMeta('/resources/success-stories'),
  sections: [
    pageHero({
      eyebrow: 'Success Stories',
      title: 'How teams put LXERA to work',
      subtitle:
        'Early-access customers in logistics, healthcare, finance, manufacturing and retail share what they set out to change and what happened.',
      actions: [demoAction(DEMO_SOURCES.resources)],
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'Results across our customers',
      stats: [
        claimStat('onboardingCompletion'),
        claimStat('fasterLearning'),
        claimStat('engagementBoost'),
        claimStat('innovationRate'),
      ],
    },
    { type: 'case-studies', id: 'stories', title: 'Customer stories', stories: caseStudies },
    {
      type: 'cta',
      id: 'get-started',
      title: 'Write the next success story',
      body: 'Start with one team on early access, agree what success looks like, and we will help you get there.',
      actions: [linkAction('Get Early Access', '/early-access'), demoAction(DEMO_SOURCES.resources)],
    },
  ],
};
