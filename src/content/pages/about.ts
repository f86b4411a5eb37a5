// /company/about: mission, story and values.
import { routeMeta } from '../routes';
import { claimStat } from '../site';
import type { PageContent } from '../types';
import { linkAction, pageHero } from './shared-sections';

export const aboutPage: PageContent = {
  meta: routeMeta('/company/about'),
  sections: [
    pageHero({
      eyebrow: 'About LXERA',
      title: 'We believe learning is where innovation starts',
      subtitle:
        'LXERA is building the first learning and innovation experience platform: a place where every employee can grow their skills and put them to work on ideas that move their company forward.',
      actions: [linkAction('See Open Roles', '/company/careers'), linkAction('Contact Us', '/company/contact')],
    }),
    {
      type: 'rich-text',
      id: 'mission',
      title: 'Our mission',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Help every organization become a place where people learn continuously and innovate confidently, by making personalized learning, mentorship and innovation available to every employee, not just a select few.',
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'story',
      title: 'Why we started LXERA',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We kept seeing the same pattern in company after company: learning lived in one system, innovation in another, and the two rarely met. Employees finished courses and then went back to work unchanged, while innovation teams struggled to find people with the skills their ideas needed.',
        },
        {
          kind: 'paragraph',
          text: 'At the same time, generative AI made something newly possible: a personal learning journey for every employee, built from their own skills gaps, at the scale of the whole company. We started LXERA to combine that with what software alone cannot provide, the encouragement, judgment and experience of human mentors, and to connect learning directly to innovation.',
        },
        {
          kind: 'paragraph',
          text: 'Today LXERA is in early access with teams in logistics, healthcare, financial services, manufacturing and retail, and we are building the product together with them.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'early-access',
      title: 'Early access so far',
      stats: [claimStat('teamsJoined'), claimStat('integrations'), claimStat('onboardingCompletion'), claimStat('innovationRate')],
    },
    {
      type: 'feature-grid',
      id: 'values',
      title: 'What we value',
      columns: 4,
      items: [
        {
          icon: 'HeartHandshake',
          title: 'Human-centered, always',
          description: 'Technology should amplify people, not replace them. Every AI feature we build keeps a person in control.',
        },
        {
          icon: 'Compass',
          title: 'Curiosity over certainty',
          description: 'We learn in public, test our assumptions with customers and change our minds when the evidence says so.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Trust is earned',
          description: "We handle data about people's growth. We protect it carefully and explain clearly what we do with it.",
        },
        {
          icon: 'Rocket',
          title: 'Impact you can measure',
          description: 'We judge our work by the skills, ideas and results it creates for customers, not by features shipped.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'join',
      title: 'Build the future of learning with us',
      body: 'We are a remote-first team of engineers, learning scientists, designers and customer specialists. See if there is a role for you, or tell us how we can help your company.',
      actions: [linkAction('See Open Roles', '/company/careers'), linkAction('Contact Us', '/company/contact')],
    },
  ],
};
