// Copy for the landing page (/): hero variants, outcomes, how it works,
// highlights, the transformation call to action, marquee logos and the demo video.
import { CLAIMS, claimStat, claimText, NO_CREDIT_CARD, TAGLINE } from './site';
import { CAPTURE_SOURCES, DEMO_SOURCES } from './sources';
import type { CtaAction, Feature, IconName, Step } from './types';

/** Section anchors. 'why-lxera' is the Discover more target; platform, solutions and contact are tracked while scrolling. */
export const LANDING_SECTION_IDS = {
  hero: 'hero',
  outcomes: 'why-lxera',
  /** The pillar grid inside the outcomes section; each pillar leads to a solution page. */
  outcomePillars: 'solutions',
  howItWorks: 'how-it-works',
  highlights: 'platform',
  transformation: 'contact',
} as const;

export interface SellingPoint {
  icon: IconName;
  text: string;
}

export interface HeroVariant {
  eyebrow: string;
  headline: string;
  subcopy: string;
  capture: CtaAction;
  demo: CtaAction;
}

export interface HeroContent {
  discoverMore: { label: string; targetId: string };
  confirmation: { title: string; description: string };
  socialProof: string;
  noCreditCard: string;
  desktop: HeroVariant;
  mobile: HeroVariant & {
    sellingPoints: readonly SellingPoint[];
    videoTile: { label: string; caption: string; playLabel: string };
  };
}

/** Shared shape of the landing's content sections. */
export interface LandingSection {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}

export interface TransformationCta {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  capture: CtaAction;
  scheduleCallLabel: string;
  success: string;
  demo: CtaAction;
  note: string;
}

export const heroContent: HeroContent = {
  discoverMore: { label: 'Discover more', targetId: LANDING_SECTION_IDS.outcomes },
  /** Replaces the capture form after a successful capture. */
  confirmation: { title: 'Check your email to continue', description: 'We sent you a magic link' },
  socialProof: claimText('teamsJoined'),
  noCreditCard: NO_CREDIT_CARD,
  desktop: {
    eyebrow: TAGLINE,
    headline: "Turn everyday learning into your company's innovation engine",
    subcopy:
      'LXERA gives every employee an AI-personalized learning journey, closes skills gaps with courses generated for their role, and turns what people learn into ideas, experiments and prototypes.',
    capture: { kind: 'capture', label: 'Get Early Access', source: CAPTURE_SOURCES.desktopHero },
    demo: { kind: 'demo', label: 'Request a Demo', source: DEMO_SOURCES.hero },
  },
  mobile: {
    eyebrow: 'Learning & Innovation Experience Platform',
    headline: 'AI-powered learning that turns skills into innovation',
    subcopy: 'Personal journeys, real mentors and live analytics for every team, in one platform.',
    capture: { kind: 'capture', label: 'Get Early Access', source: CAPTURE_SOURCES.mobileHero },
    demo: { kind: 'demo', label: 'Book a Demo', source: DEMO_SOURCES.hero },
    sellingPoints: [
      { icon: 'Bot', text: 'AI agents plus human experts' },
      { icon: 'Network', text: 'Customized skills taxonomy' },
      { icon: 'TrendingUp', text: 'ROI tracking with real-time analytics' },
      { icon: 'Trophy', text: 'Gamified learning' },
    ],
    videoTile: {
      label: 'Watch how it works',
      caption: 'LXERA Platform Demo',
      playLabel: 'Play the LXERA platform demo',
    },
  },
};

/** The mobile video modal (spec §2 landing hero, §4 states). */
export const videoModalCopy = {
  title: 'LXERA Platform Demo',
  loading: 'Loading video…',
  unavailableTitle: 'Video Unavailable',
  unavailableBody: "Sorry, this demo wasn't found. Check again soon!",
  close: 'Close',
} as const;

export const outcomesSection: LandingSection & { gridId: string; pillars: readonly Feature[] } = {
  id: LANDING_SECTION_IDS.outcomes,
  gridId: LANDING_SECTION_IDS.outcomePillars,
  eyebrow: 'Why LXERA',
  title: 'Four outcomes, one platform',
  intro:
    'Most learning platforms stop at course completion. LXERA connects what people learn to how they work and what they invent, so learning shows up in results.',
  pillars: [
    {
      icon: 'Sparkles',
      title: 'Personalized Learning',
      description:
        'Every employee gets a journey built from their role, current skills and goals. Content adapts as they progress, so nobody sits through what they already know.',
      href: '/solutions/ai-personalized-learning',
      stat: claimStat('fasterLearning'),
    },
    {
      icon: 'Trophy',
      title: 'Engagement and Motivation',
      description:
        'Points, streaks, badges and team challenges keep learning in the weekly rhythm of work, and timely nudges bring people back before they drift away.',
      href: '/solutions/ai-gamification-motivation',
      stat: claimStat('higherEngagement'),
    },
    {
      icon: 'ChartColumn',
      title: 'Data-Driven Decisions',
      description:
        'Real-time dashboards show progress, skills growth and return on investment for every team, so you spot stalled programs early and invest where learning moves the business.',
      href: '/solutions/learning-analytics-engagement',
      stat: claimStat('fasterCompletion'),
    },
    {
      icon: 'Rocket',
      title: 'Rapid Prototyping and Innovation',
      description:
        'Learners turn new skills into ideas, form teams and build quick prototypes in the innovation hub, with mentors and leaders reviewing what is worth scaling.',
      href: '/solutions/citizen-led-innovation',
      stat: claimStat('innovationRate'),
    },
  ],
};

export const howItWorksSection: LandingSection & { steps: readonly Step[] } = {
  id: LANDING_SECTION_IDS.howItWorks,
  eyebrow: 'How it works',
  title: 'From first login to first prototype in four steps',
  intro: 'LXERA guides each employee through the same four steps, while admins keep full visibility and control.',
  steps: [
    {
      icon: 'UserCheck',
      title: 'Intelligent Onboarding',
      description:
        'Employees sign in with a magic link, confirm their role and take a short skills check. LXERA maps them to your skills taxonomy in minutes, not weeks of surveys.',
      stat: claimStat('onboardingCompletion'),
    },
    {
      icon: 'Route',
      title: 'Curated Learning Journey',
      description:
        'The AI engine builds a journey for each person from their skills gaps: generated courses, bite-sized modules and practice tasks, reviewed by your admins.',
      stat: claimStat('fasterCompletion'),
    },
    {
      icon: 'MessagesSquare',
      title: 'Real-Time Feedback',
      description:
        'Quizzes, AI agents and human mentors give feedback while people learn, and progress shows up instantly on learner and manager dashboards.',
      stat: claimStat('engagementBoost'),
    },
    {
      icon: 'Lightbulb',
      title: 'Innovation Activation',
      description:
        'Learners apply new skills to real problems: they submit ideas, join challenges and build prototypes that leaders can review, fund and scale.',
      stat: claimStat('innovationRate'),
    },
  ],
};

/** Platform highlights grid (at most 12 items, spec §9). */
export const highlightsSection: LandingSection & { items: readonly Feature[] } = {
  id: LANDING_SECTION_IDS.highlights,
  eyebrow: 'Platform highlights',
  title: 'Everything your learning and innovation programs need',
  intro: 'One platform for learners, managers, L&D and innovation leads, built to work with the tools you already have.',
  items: [
    {
      icon: 'WandSparkles',
      title: 'AI Course Generation',
      description:
        'Generate role-specific courses for a whole team in one run. Admins review and publish them, and watch generation progress live.',
      href: '/platform/ai-engine',
    },
    {
      icon: 'Target',
      title: 'Skills Gap Analysis',
      description:
        "Compare each employee's skills with what their position requires and see the gaps by person, team and department.",
      href: '/solutions/workforce-reskilling-upskilling',
    },
    {
      icon: 'Network',
      title: 'Customized Skills Taxonomy',
      description: 'Start from a proven skills framework and shape it to your own roles, levels and vocabulary.',
      href: '/platform/ai-engine',
    },
    {
      icon: 'Route',
      title: 'Personalized Learning Journeys',
      description: "Journeys that adapt to each learner's role, pace and progress, with clear next steps every time they log in.",
      href: '/solutions/ai-personalized-learning',
    },
    {
      icon: 'Trophy',
      title: 'Gamified Learning',
      description: 'Points, streaks, badges and leaderboards designed with behavioural science, not bolted on.',
      href: '/solutions/ai-gamification-motivation',
      stat: claimStat('engagementMultiplier'),
    },
    {
      icon: 'Bot',
      title: 'AI Agents Plus Human Experts',
      description: 'AI agents answer questions inside every module; human mentors step in for coaching and career conversations.',
      href: '/platform/mentorship-support',
    },
    {
      icon: 'Activity',
      title: 'Real-Time Analytics',
      description: 'Live progress, engagement and completion for every learner, team and course, without exporting a single spreadsheet.',
      href: '/platform/engagement-insights',
    },
    {
      icon: 'TrendingUp',
      title: 'ROI Tracking',
      description: 'Tie learning to skills growth, internal mobility and innovation output, and report the return to leadership.',
      href: '/solutions/learning-analytics-engagement',
    },
    {
      icon: 'Lightbulb',
      title: 'Innovation Hub',
      description: 'Idea boards, challenges and prototype spaces where learners put new skills to work on real problems.',
      href: '/platform/innovation-hub',
    },
    {
      icon: 'Plug',
      title: 'One-Click Integrations',
      description: `${claimText('integrations')}: HRIS and payroll, chat, project management, calendars and identity providers.`,
      href: '/platform/integrations',
      stat: claimStat('integrations'),
    },
    {
      icon: 'CirclePlay',
      title: 'Bite-Sized Video',
      description: `Short demo clips of 12 to 20 seconds show each skill in action before learners try it themselves.`,
      href: '/resources/product-tour',
      stat: claimStat('demoClips'),
    },
    {
      icon: 'ShieldCheck',
      title: 'Enterprise-Grade Security',
      description: 'Role-based access, strict isolation between companies and encryption in transit and at rest.',
      href: '/platform/security-privacy',
    },
  ],
};

export const transformationCta: TransformationCta = {
  id: LANDING_SECTION_IDS.transformation,
  eyebrow: 'Get started',
  title: 'Ready to transform how your company learns and innovates?',
  body: `Join the ${CLAIMS.teamsJoined.value} teams already on early access. Bring your roles and goals; we will help you map the skills and generate your first courses.`,
  capture: { kind: 'capture', label: 'Get Early Access', source: CAPTURE_SOURCES.transformationCta },
  /** Label of the form's submit button when the visitor prefers a call. */
  scheduleCallLabel: 'Schedule a call',
  success: '✓ Check your email to continue!',
  demo: { kind: 'demo', label: 'Request a Demo', source: DEMO_SOURCES.transformationCta },
  note: `${NO_CREDIT_CARD} · ${claimText('teamsJoined')}`,
};

export interface IntegrationLogo {
  name: string;
  /** Local static path under public/. */
  logo: string;
  category: 'HR & payroll' | 'Chat' | 'Project tools';
}

/** Mobile marquee: 8 fictional tool brands, rendered twice for a seamless 20 s loop. */
export const marqueeLogos: readonly IntegrationLogo[] = [
  { name: 'PayrollHub', logo: '/logos/payrollhub.svg', category: 'HR & payroll' },
  { name: 'PeopleDesk', logo: '/logos/peopledesk.svg', category: 'HR & payroll' },
  { name: 'TalentStack', logo: '/logos/talentstack.svg', category: 'HR & payroll' },
  { name: 'ChatLoop', logo: '/logos/chatloop.svg', category: 'Chat' },
  { name: 'HuddleWave', logo: '/logos/huddlewave.svg', category: 'Chat' },
  { name: 'TaskForge', logo: '/logos/taskforge.svg', category: 'Project tools' },
  { name: 'SprintBoard', logo: '/logos/sprintboard.svg', category: 'Project tools' },
  { name: 'RoadmapIQ', logo: '/logos/roadmapiq.svg', category: 'Project tools' },
];

export const marqueeCopy = {
  title: 'Works with the tools your teams already use',
  subtitle: claimText('integrations'),
} as const;

export interface VideoChapter {
  title: string;
  /** Start time in seconds. */
  time: number;
}

export const demoVideo = {
  overlayTitle: 'LXERA',
  overlaySubtitle: 'Platform Demo',
  label: 'Watch how it works',
  chapters: [
    { title: 'Introduction', time: 0 },
    { title: 'Skills Gap Analysis', time: 30 },
    { title: 'AI Course Generation', time: 60 },
    { title: 'Learning Experience', time: 90 },
    { title: 'Analytics Dashboard', time: 120 },
  ] as readonly VideoChapter[],
  endOverlay: {
    title: 'Ready to Transform Your Learning?',
    subtitle: 'See it in action with a personalized demo',
    primary: { kind: 'demo', label: 'Get Started', source: DEMO_SOURCES.videoEnd } as CtaAction,
    watchAgain: 'Watch Again',
  },
  /** Accessible names of the player controls. */
  controls: {
    play: 'Play',
    pause: 'Pause',
    back: 'Back 10 seconds',
    forward: 'Forward 10 seconds',
    mute: 'Mute',
    unmute: 'Unmute',
    volume: 'Volume',
    seek: 'Seek',
    chapters: 'Chapters',
    speed: 'Playback speed',
    normalSpeed: 'Normal',
    enterFullscreen: 'Enter full screen',
    exitFullscreen: 'Exit full screen',
  },
} as const;
