// Every public route with its meta tags. Used for prerendering, sitemap.xml and
// per-route <head> tags; it holds meta only (no page bodies) so importing it stays cheap.
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, DEFAULT_TITLE, pageTitle } from './site';
import type { PageMeta } from './types';

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

interface RouteDefinition {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** sitemap.xml hints. */
  priority: number;
  changeFrequency: ChangeFrequency;
}

const ROUTE_DEFINITIONS = [
  {
    path: '/',
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    priority: 1,
    changeFrequency: 'weekly',
  },
  {
    path: '/pricing',
    title: pageTitle('Pricing'),
    description:
      'Simple per-learner pricing for LXERA. Start free with early access, no credit card required, and grow into plans with SSO, analytics and dedicated support.',
    keywords: ['LXERA pricing', 'learning platform pricing', 'LXP cost', 'per learner pricing', 'enterprise learning plans'],
    priority: 0.9,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions',
    title: pageTitle('Solutions for Learning & Innovation'),
    description:
      'Eight ways LXERA helps enterprises grow: personalized learning, reskilling, gamification, mentorship, analytics and citizen-led innovation at scale.',
    keywords: ['learning solutions', 'reskilling solutions', 'innovation enablement', 'enterprise L&D', 'workforce development'],
    priority: 0.9,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/ai-personalized-learning',
    title: pageTitle('AI-Personalized Learning'),
    description:
      'Give every employee a learning journey built from their role, skills and pace. LXERA adapts content as people progress, for 40% faster learning.',
    keywords: ['personalized learning', 'adaptive learning', 'AI learning paths', 'learning journeys', 'skills-based learning'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/workforce-reskilling-upskilling',
    title: pageTitle('Workforce Reskilling & Upskilling'),
    description:
      'Map the skills your roles need, find the gaps team by team and close them with AI-generated courses, mentoring and progress you can report on.',
    keywords: ['reskilling', 'upskilling', 'skills gap analysis', 'workforce transformation', 'skills taxonomy'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/ai-gamification-motivation',
    title: pageTitle('AI Gamification & Motivation'),
    description:
      'Points, streaks, badges and team challenges tuned by AI to each learner. Build learning habits that last, with 3x engagement on gamified journeys.',
    keywords: ['gamification', 'learning gamification', 'employee motivation', 'leaderboards', 'learning streaks'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/citizen-led-innovation',
    title: pageTitle('Citizen-Led Innovation'),
    description:
      'Let every employee turn what they learn into ideas, experiments and prototypes. LXERA gives citizen innovators a clear path from idea to impact.',
    keywords: ['citizen-led innovation', 'employee innovation', 'idea management', 'intrapreneurship', 'rapid prototyping'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/learning-analytics-engagement',
    title: pageTitle('Learning Analytics & Engagement'),
    description:
      'Real-time dashboards for completion, engagement, skills growth and ROI. See what works team by team and act before programs stall.',
    keywords: ['learning analytics', 'engagement analytics', 'L&D ROI', 'training dashboards', 'skills reporting'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/ai-mentorship-support',
    title: pageTitle('AI Mentorship & Support'),
    description:
      'AI agents answer questions the moment learners are stuck, and human experts step in for coaching, feedback and career conversations.',
    keywords: ['AI mentorship', 'AI tutor', 'mentoring program', 'learning support', 'coaching platform'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/enterprise-innovation-enablement',
    title: pageTitle('Enterprise Innovation Enablement'),
    description:
      'Run innovation programs, sprints and challenges with governance built in. Connect skills to ideas and track a 3x innovation rate across teams.',
    keywords: ['innovation management', 'innovation programs', 'corporate innovation', 'innovation sprints', 'innovation governance'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/solutions/scalable-learning-support',
    title: pageTitle('Scalable Learning Support'),
    description:
      'Roll learning out from one pilot team to every region with bulk course generation, one-click integrations, role-based access and help built in.',
    keywords: ['scalable learning', 'enterprise LMS', 'bulk course generation', 'global training rollout', 'learning operations'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform',
    title: pageTitle('Platform Overview'),
    description:
      'Tour the LXERA platform: AI engine, engagement insights, innovation hub, mentorship, security and 250+ one-click integrations in one place.',
    keywords: ['learning experience platform', 'LXP', 'AI learning platform', 'innovation platform', 'LXERA platform'],
    priority: 0.9,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform/how-it-works',
    title: pageTitle('How It Works'),
    description:
      'Four steps from day one to new ideas: intelligent onboarding, a curated learning journey, real-time feedback and innovation activation.',
    keywords: ['how LXERA works', 'learning onboarding', 'learning journey', 'real-time feedback', 'innovation activation'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform/ai-engine',
    title: pageTitle('AI Engine'),
    description:
      'The AI behind LXERA: skills gap analysis against your taxonomy, course generation for whole teams at once and journeys that adapt to each learner.',
    keywords: ['AI course generation', 'skills gap analysis', 'AI learning engine', 'generative AI training', 'adaptive learning'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform/engagement-insights',
    title: pageTitle('Engagement Insights'),
    description:
      'Real-time analytics on progress, engagement, skills and ROI, from one learner to the whole company, with gamification analytics built in.',
    keywords: ['engagement insights', 'learning analytics', 'ROI tracking', 'gamification analytics', 'L&D dashboard'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform/innovation-hub',
    title: pageTitle('Innovation Hub'),
    description:
      'Collect ideas, form teams, run experiments and build prototypes in the same place people learn. Innovation that starts from new skills.',
    keywords: ['innovation hub', 'idea management software', 'rapid prototyping', 'innovation challenges', 'employee ideas'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform/mentorship-support',
    title: pageTitle('Mentorship & Support'),
    description:
      'AI agents plus human experts: instant answers inside every course, mentor matching by skills and goals, and coaching that fits into the workday.',
    keywords: ['mentorship platform', 'AI learning assistant', 'mentor matching', 'expert coaching', 'learner support'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform/security-privacy',
    title: pageTitle('Security & Privacy'),
    description:
      'How LXERA protects your data: role-based access, row-level isolation between companies, encryption in transit and at rest, and GDPR-ready controls.',
    keywords: ['learning platform security', 'data privacy', 'GDPR', 'role-based access control', 'enterprise security'],
    priority: 0.7,
    changeFrequency: 'monthly',
  },
  {
    path: '/platform/integrations',
    title: pageTitle('Integrations'),
    description:
      '250+ HR and project tools integrate with LXERA in one click: HRIS and payroll, chat, project management, calendars, identity and BI.',
    keywords: ['LXERA integrations', 'HRIS integration', 'LMS integrations', 'SSO', 'project tool integration'],
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/resources',
    title: pageTitle('Resources'),
    description:
      'Articles, customer stories, a guided product tour and a glossary to help you plan learning and innovation programs that work.',
    keywords: ['L&D resources', 'learning resources', 'innovation resources', 'LXERA guides'],
    priority: 0.7,
    changeFrequency: 'weekly',
  },
  {
    path: '/resources/blog',
    title: pageTitle('Learning & Innovation Blog'),
    description:
      'Practical articles on skills strategy, reskilling, gamification, mentorship, learning analytics and employee-led innovation from the LXERA team.',
    keywords: ['L&D blog', 'learning strategy', 'reskilling articles', 'innovation blog', 'skills-based organization'],
    priority: 0.7,
    changeFrequency: 'weekly',
  },
  {
    path: '/resources/success-stories',
    title: pageTitle('Customer Success Stories'),
    description:
      'How companies use LXERA: 95% onboarding completion, 40% faster learning, an 80% engagement boost and a 3x innovation rate.',
    keywords: ['LXERA case studies', 'customer stories', 'L&D results', 'reskilling case study'],
    priority: 0.7,
    changeFrequency: 'monthly',
  },
  {
    path: '/resources/product-tour',
    title: pageTitle('Product Tour'),
    description:
      'A step-by-step tour of LXERA: skills gap analysis, AI course generation, the learner experience and the analytics dashboard.',
    keywords: ['LXERA product tour', 'LXERA demo', 'learning platform demo', 'AI course generator demo'],
    priority: 0.7,
    changeFrequency: 'monthly',
  },
  {
    path: '/resources/glossary',
    title: pageTitle('Glossary of Learning & Innovation Terms'),
    description:
      'Plain-language definitions of the terms used in learning, skills and innovation programs, from adaptive learning to xAPI.',
    keywords: ['L&D glossary', 'learning terms', 'skills glossary', 'innovation glossary', 'LXP definition'],
    priority: 0.6,
    changeFrequency: 'monthly',
  },
  {
    path: '/company/about',
    title: pageTitle('About Us'),
    description:
      'LXERA exists to make learning the start of innovation. Meet the mission, values and story behind the learning and innovation experience platform.',
    keywords: ['about LXERA', 'LXERA mission', 'learning innovation company'],
    priority: 0.6,
    changeFrequency: 'monthly',
  },
  {
    path: '/company/blog',
    title: pageTitle('Company News'),
    description:
      'Product releases, early-access updates and news from the team building LXERA, the learning and innovation experience platform.',
    keywords: ['LXERA news', 'LXERA product updates', 'LXERA releases'],
    priority: 0.5,
    changeFrequency: 'weekly',
  },
  {
    path: '/company/careers',
    title: pageTitle('Careers'),
    description:
      'Join LXERA and help every employee learn, grow and innovate. See open roles in engineering, AI, design, learning science and customer success.',
    keywords: ['LXERA careers', 'LXERA jobs', 'edtech jobs', 'AI jobs', 'remote jobs'],
    priority: 0.6,
    changeFrequency: 'weekly',
  },
  {
    path: '/company/contact',
    title: pageTitle('Contact Sales'),
    description:
      'Talk to the LXERA team about your learning and innovation goals. Tell us your timeline and budget and we will reply within 24 hours.',
    keywords: ['contact LXERA', 'LXERA sales', 'request pricing', 'enterprise learning demo'],
    priority: 0.7,
    changeFrequency: 'yearly',
  },
  {
    path: '/legal/privacy',
    title: pageTitle('Privacy Policy'),
    description:
      'How LXERA collects, uses, shares and protects personal data for visitors, customers and learners, and the rights you have over it.',
    keywords: ['LXERA privacy policy', 'data protection', 'GDPR'],
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/legal/terms',
    title: pageTitle('Terms of Service'),
    description:
      'The terms that govern access to and use of the LXERA platform and website, including subscriptions, acceptable use, data and liability.',
    keywords: ['LXERA terms of service', 'terms and conditions', 'SaaS agreement'],
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/legal/cookies',
    title: pageTitle('Cookie Policy'),
    description:
      'Which cookies and browser storage LXERA uses, why, for how long, and how to change your consent for analytics and session recording.',
    keywords: ['LXERA cookie policy', 'cookies', 'consent', 'browser storage'],
    priority: 0.3,
    changeFrequency: 'yearly',
  },
] as const satisfies readonly RouteDefinition[];

export type PublicPath = (typeof ROUTE_DEFINITIONS)[number]['path'];

export interface PublicRoute {
  path: PublicPath;
  meta: PageMeta;
  priority: number;
  changeFrequency: ChangeFrequency;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = ROUTE_DEFINITIONS.map((definition) => ({
  path: definition.path,
  meta: {
    title: definition.title,
    description: definition.description,
    keywords: definition.keywords,
    path: definition.path,
  },
  priority: definition.priority,
  changeFrequency: definition.changeFrequency,
}));

/** Extra paths that show an existing page: the demo form links to /privacy. */
export const ROUTE_ALIASES: readonly { path: string; target: PublicPath }[] = [
  { path: '/privacy', target: '/legal/privacy' },
];

const routesByPath = new Map<string, PublicRoute>(PUBLIC_ROUTES.map((route) => [route.path, route]));

/** The route for a path, following aliases and ignoring a trailing slash; undefined for unknown paths (404). */
export function findPublicRoute(path: string): PublicRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const alias = ROUTE_ALIASES.find((entry) => entry.path === normalized);
  return routesByPath.get(alias ? alias.target : normalized);
}

/** Meta for a known public path; pages take their meta from here so titles live in one place. */
export function routeMeta(path: PublicPath): PageMeta {
  const route = routesByPath.get(path);
  if (!route) throw new Error(`Unknown public route: ${path}`);
  return route.meta;
}
