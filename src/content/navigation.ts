// Public-site navigation: header menus, footer columns and the 404 suggestions.
import type { FooterColumn, MainNavEntry, NavLink, NavSection } from './types';

export const platformMenu: NavSection = {
  id: 'platform',
  label: 'Platform',
  href: '/platform',
  items: [
    { name: 'Platform Overview', description: 'Everything LXERA brings together in one place', href: '/platform', icon: 'LayoutGrid' },
    { name: 'How It Works', description: 'From onboarding to innovation in four steps', href: '/platform/how-it-works', icon: 'Workflow' },
    { name: 'AI Engine', description: 'Skills gap analysis and AI course generation', href: '/platform/ai-engine', icon: 'Brain' },
    { name: 'Engagement Insights', description: 'Real-time analytics on learning and ROI', href: '/platform/engagement-insights', icon: 'ChartColumn' },
    { name: 'Innovation Hub', description: 'Turn employee ideas into tested prototypes', href: '/platform/innovation-hub', icon: 'Lightbulb' },
    { name: 'Mentorship & Support', description: 'AI agents plus human experts, on demand', href: '/platform/mentorship-support', icon: 'HeartHandshake' },
    { name: 'Security & Privacy', description: 'Role-based access, encryption and data control', href: '/platform/security-privacy', icon: 'ShieldCheck' },
    { name: 'Integrations', description: 'Connect 250+ HR and project tools in one click', href: '/platform/integrations', icon: 'Plug' },
  ],
  footer: { kind: 'view-all', label: 'View All', href: '/platform' },
};

export const solutionsMenu: NavSection = {
  id: 'solutions',
  label: 'Solutions',
  href: '/solutions',
  items: [
    { name: 'Solutions Overview', description: 'The outcomes LXERA delivers across the enterprise', href: '/solutions', icon: 'Compass' },
    { name: 'AI-Personalized Learning', description: 'Journeys shaped by role, skills and pace', href: '/solutions/ai-personalized-learning', icon: 'Sparkles' },
    { name: 'Workforce Reskilling & Upskilling', description: 'Close skills gaps before they slow you down', href: '/solutions/workforce-reskilling-upskilling', icon: 'GraduationCap' },
    { name: 'AI Gamification & Motivation', description: 'Points, streaks and badges that build habits', href: '/solutions/ai-gamification-motivation', icon: 'Trophy' },
    { name: 'Citizen-Led Innovation', description: 'Give every employee a path from idea to impact', href: '/solutions/citizen-led-innovation', icon: 'Lightbulb' },
    { name: 'Learning Analytics & Engagement', description: "See what's working, team by team", href: '/solutions/learning-analytics-engagement', icon: 'ChartLine' },
    { name: 'AI Mentorship & Support', description: 'Guidance from AI agents and human experts', href: '/solutions/ai-mentorship-support', icon: 'MessagesSquare' },
    { name: 'Enterprise Innovation Enablement', description: 'Programs, sprints and governance for innovation', href: '/solutions/enterprise-innovation-enablement', icon: 'Rocket' },
    { name: 'Scalable Learning Support', description: 'Support that grows from one team to the enterprise', href: '/solutions/scalable-learning-support', icon: 'Layers' },
  ],
  footer: { kind: 'view-all', label: 'View All', href: '/solutions' },
};

export const RESOURCES_TAGLINE = 'Designed with ❤️ for human-centered innovation';

export const resourcesMenu: NavSection = {
  id: 'resources',
  label: 'Resources',
  href: '/resources',
  items: [
    { name: 'Blog', description: 'Ideas on learning, skills and innovation', href: '/resources/blog', icon: 'Newspaper' },
    { name: 'Success Stories', description: 'How teams put LXERA to work', href: '/resources/success-stories', icon: 'Award' },
    { name: 'Product Tour', description: 'A guided walk through the platform', href: '/resources/product-tour', icon: 'CirclePlay' },
    { name: 'Glossary', description: 'Learning and innovation terms, explained', href: '/resources/glossary', icon: 'BookOpen' },
  ],
  footer: { kind: 'tagline', text: RESOURCES_TAGLINE },
};

/** Header order: Platform, Solutions, Pricing, Resources. */
export const mainNavigation: readonly MainNavEntry[] = [
  { kind: 'menu', section: platformMenu },
  { kind: 'menu', section: solutionsMenu },
  { kind: 'link', label: 'Pricing', href: '/pricing' },
  { kind: 'menu', section: resourcesMenu },
];

export const headerCopy = {
  navLabel: 'Main',
  homeLabel: 'LXERA home',
  requestDemo: 'Request a Demo',
  /** Where the mobile 'Request a Demo' button scrolls to (it is hidden on '/'). */
  mobileDemoTarget: '#contact',
  goToDashboard: 'Go to Dashboard',
  signIn: 'Sign In',
  signInHref: '/login',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  backToTop: 'Back to top',
  scrollProgress: 'Reading progress',
} as const;

const companyLinks: readonly NavLink[] = [
  { label: 'About', href: '/company/about' },
  { label: 'Blog', href: '/company/blog' },
  { label: 'Careers', href: '/company/careers' },
  { label: 'Contact', href: '/company/contact' },
];

function linksOf(section: NavSection): NavLink[] {
  return section.items.map((item) => ({ label: item.name, href: item.href }));
}

/** Footer columns of the spec: Solutions, Platform, Company, plus Resources. */
export const footerColumns: readonly FooterColumn[] = [
  { title: 'Solutions', links: linksOf(solutionsMenu) },
  { title: 'Platform', links: linksOf(platformMenu) },
  { title: 'Company', links: companyLinks },
  { title: 'Resources', links: [{ label: 'All Resources', href: '/resources' }, ...linksOf(resourcesMenu)] },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/legal/privacy' },
  { label: 'Terms of Service', href: '/legal/terms' },
  { label: 'Cookie Policy', href: '/legal/cookies' },
];

export const footerCopy = {
  blurb:
    'LXERA is the AI-powered learning and innovation experience platform that helps enterprises reskill their people and turn their ideas into results.',
  tagline: RESOURCES_TAGLINE,
  cookieSettings: 'Cookie Settings',
  socialHeading: 'Follow LXERA',
} as const;

/** '© 2026 LXERA. All rights reserved.'; the caller passes the current year. */
export function copyrightLine(year: number): string {
  return `© ${year} LXERA. All rights reserved.`;
}

/** Suggestions on the 404 page. */
export const notFoundPopularLinks: readonly NavLink[] = [
  { label: 'Solutions', href: '/solutions' },
  { label: 'How It Works', href: '/platform/how-it-works' },
  { label: 'Pricing', href: '/pricing' },
];

/** Landing sections observed while scrolling; the recently viewed list keeps the last 5. */
export const TRACKED_SECTION_IDS = ['platform', 'solutions', 'contact'] as const;
