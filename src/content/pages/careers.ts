// /company/careers: why join, how we hire and the open roles.
import { routeMeta } from '../routes';
import { CONTACT_EMAILS } from '../site';
import type { JobOpening, PageContent } from '../types';
import { linkAction, pageHero } from './shared-sections';

export const jobOpenings: readonly JobOpening[] = [
  {
    slug: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer',
    team: 'Engineering',
    location: 'Remote (Europe)',
    type: 'Full-time',
    summary: 'Build the learner, admin and innovation experiences of LXERA end to end, from Postgres policies to React components.',
    responsibilities: [
      'Design and ship features across the React front end, the database and edge functions',
      'Own performance and accessibility of the screens you build',
      'Shape our engineering practices: reviews, testing and documentation',
    ],
    requirements: [
      'Several years building production web applications with TypeScript and React',
      'Solid SQL and experience with PostgreSQL, ideally including row-level security',
      'Care for accessible, fast interfaces and for code other people can read',
    ],
  },
  {
    slug: 'machine-learning-engineer-course-generation',
    title: 'Machine Learning Engineer, Course Generation',
    team: 'AI',
    location: 'Remote (Europe or North America)',
    type: 'Full-time',
    summary: 'Improve the quality, grounding and reliability of AI-generated courses for thousands of learners at a time.',
    responsibilities: [
      'Build generation pipelines that turn skills gaps and source material into courses',
      'Design evaluations for accuracy, grounding and pedagogical quality',
      'Work with learning scientists to turn research into product behaviour',
    ],
    requirements: [
      'Experience shipping LLM-based features to production',
      'Strong Python or TypeScript and comfort with evaluation and experimentation',
      'Interest in education, learning science or workforce development',
    ],
  },
  {
    slug: 'learning-experience-designer',
    title: 'Learning Experience Designer',
    team: 'Learning Science',
    location: 'Remote (Europe)',
    type: 'Full-time',
    summary: 'Define what a great AI-generated course looks like, and help customers design programs that change behaviour.',
    responsibilities: [
      'Write the pedagogical guidelines our course generation follows',
      'Review generated content and turn findings into improvements',
      'Run program design workshops with enterprise customers',
    ],
    requirements: [
      'Background in instructional design, learning science or corporate L&D',
      'Experience designing digital and blended programs for adults',
      'Curiosity about AI and a critical eye for quality',
    ],
  },
  {
    slug: 'product-designer',
    title: 'Product Designer',
    team: 'Design',
    location: 'Remote (Europe)',
    type: 'Full-time',
    summary: 'Design clear, accessible experiences for learners, admins and innovation leads, on desktop and mobile.',
    responsibilities: [
      'Lead design from research to polished interface for major product areas',
      'Evolve our design system, including dark mode and accessibility',
      'Test ideas with learners and admins early and often',
    ],
    requirements: [
      'A portfolio showing complex product work made simple',
      'Strong interaction and visual design skills, and working knowledge of accessibility',
      'Comfort working closely with engineers in a small team',
    ],
  },
  {
    slug: 'enterprise-customer-success-manager',
    title: 'Customer Success Manager, Enterprise',
    team: 'Customer Success',
    location: 'Remote (United Kingdom)',
    type: 'Full-time',
    summary: 'Guide enterprise customers from pilot to company-wide rollout and make sure their programs deliver results.',
    responsibilities: [
      'Own onboarding and success plans for a portfolio of enterprise customers',
      'Run business reviews built on engagement and skills data',
      'Bring customer insight back to product and learning science',
    ],
    requirements: [
      'Experience in customer success or consulting for HR, L&D or enterprise SaaS',
      'Confidence presenting to senior HR and business leaders',
      'Comfort with data and dashboards',
    ],
  },
  {
    slug: 'enterprise-account-executive',
    title: 'Account Executive, Enterprise',
    team: 'Sales',
    location: 'Remote (United States, Eastern time)',
    type: 'Full-time',
    summary: 'Help large organizations discover how LXERA can reskill their people and turn learning into innovation.',
    responsibilities: [
      'Run the full sales cycle from first conversation to signed agreement',
      'Design pilots with clear success criteria together with customers',
      'Work with security, procurement and legal teams on enterprise deals',
    ],
    requirements: [
      'A track record selling SaaS to HR, L&D or innovation buyers',
      'Experience with multi-stakeholder enterprise sales',
      'Genuine interest in how people learn at work',
    ],
  },
  {
    slug: 'data-analyst-learning-analytics',
    title: 'Data Analyst, Learning Analytics',
    team: 'Data',
    location: 'Remote (Europe)',
    type: 'Contract',
    summary: 'Turn engagement and skills data into the insights and reports customers use to steer their programs.',
    responsibilities: [
      'Define metrics for engagement, skills growth and learning ROI',
      'Build analyses and report templates for customer dashboards',
      'Validate the figures we share with customers and the market',
    ],
    requirements: [
      'Strong SQL and experience with a BI tool',
      'Experience with product or HR analytics',
      'Clear writing for non-technical audiences',
    ],
  },
  {
    slug: 'product-marketing-intern',
    title: 'Product Marketing Intern',
    team: 'Marketing',
    location: 'Remote (Europe)',
    type: 'Internship',
    summary: 'Help tell the LXERA story: customer stories, product pages, launch material and the glossary.',
    responsibilities: [
      'Interview customers and write success stories',
      'Draft launch material for new features',
      'Keep website content accurate and up to date',
    ],
    requirements: [
      'Excellent written English',
      'Interest in technology, learning or HR',
      'Currently studying or recently graduated',
    ],
  },
];

export const careersPage: PageContent = {
  meta: routeMeta('/company/careers'),
  sections: [
    pageHero({
      eyebrow: 'Careers',
      title: 'Help every employee learn, grow and innovate',
      subtitle:
        'We are a remote-first team building the first learning and innovation experience platform. Join us to shape how people learn and innovate at work.',
      actions: [linkAction('See Open Roles', '#open-roles')],
    }),
    {
      type: 'feature-grid',
      id: 'why-join',
      title: 'Why join LXERA',
      columns: 3,
      items: [
        { icon: 'Globe', title: 'Remote-first', description: 'Work from anywhere in the regions we hire in, with core hours that respect time zones.' },
        { icon: 'GraduationCap', title: 'Learning budget', description: 'An annual budget for courses, books and conferences, and LXERA for your own growth.' },
        { icon: 'Clock', title: 'Flexible hours', description: 'Plan your day around focus time, family and life, not around meetings.' },
        { icon: 'Smartphone', title: 'Great equipment', description: 'A laptop and home-office setup of your choice.' },
        { icon: 'HeartHandshake', title: 'Generous leave', description: 'Paid holidays on top of public holidays, and paid parental leave for every parent.' },
        { icon: 'UsersRound', title: 'Team offsites', description: 'We meet in person twice a year to plan, build and get to know each other.' },
      ],
    },
    {
      type: 'steps',
      id: 'hiring-process',
      title: 'How we hire',
      intro: 'A clear process, usually completed within three weeks. We tell you where you stand after every step.',
      steps: [
        { icon: 'MessageSquare', title: 'Intro call', description: 'A 30-minute conversation about you, the role and LXERA.' },
        { icon: 'Briefcase', title: 'Skills conversation', description: 'A discussion of your past work with the hiring manager.' },
        { icon: 'Blocks', title: 'Practical exercise', description: 'A short, paid exercise close to the real work, or a review of work you have already done.' },
        { icon: 'Handshake', title: 'Meet the team', description: 'Meet future colleagues and ask them anything, then receive our decision.' },
      ],
    },
    {
      type: 'job-openings',
      id: 'open-roles',
      title: 'Open roles',
      roles: jobOpenings,
      note: `Don't see the right role? Send your CV and a short note about what you would like to work on to ${CONTACT_EMAILS.careers}.`,
    },
  ],
};
