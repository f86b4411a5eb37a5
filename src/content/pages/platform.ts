// /platform and its seven platform pages.
import { platformMenu } from '../navigation';
import { routeMeta } from '../routes';
import { claimStat, claimText, NO_CREDIT_CARD } from '../site';
import type { PageContent } from '../types';
import { closingCta, demoAction, linkAction, pageHero, PLATFORM_DEMO_SOURCE } from './shared-sections';

const heroActions = [demoAction(PLATFORM_DEMO_SOURCE), linkAction('Take the Product Tour', '/resources/product-tour')];

export const howItWorksPage: PageContent = {
  meta: routeMeta('/platform/how-it-works'),
  sections: [
    pageHero({
      eyebrow: 'How It Works',
      title: 'From first login to first prototype in four steps',
      subtitle:
        'LXERA guides every employee from onboarding through a curated learning journey and real-time feedback to putting new skills to work on real problems.',
      actions: heroActions,
    }),
    {
      type: 'steps',
      id: 'four-steps',
      title: 'The four steps',
      steps: [
        {
          icon: 'UserCheck',
          title: 'Intelligent Onboarding',
          description: 'Employees join with a magic link, confirm their role and take a short skills check.',
          details: [
            'No passwords to remember: sign-in by magic link or a 6-digit one-time code',
            'Skills check mapped to your customized skills taxonomy',
            'A first personalized journey ready at the end of onboarding',
          ],
          stat: claimStat('onboardingCompletion'),
        },
        {
          icon: 'Route',
          title: 'Curated Learning Journey',
          description: "The AI engine builds a journey of courses, short modules and practice tasks from each person's skills gaps.",
          details: [
            "Courses generated for the employee's position and current level",
            'Short modules that fit into the workday, on desktop or phone',
            'Every generated course reviewed by your admins before it is published',
          ],
          stat: claimStat('fasterCompletion'),
        },
        {
          icon: 'MessagesSquare',
          title: 'Real-Time Feedback',
          description: 'Quizzes, AI agents and mentors give feedback while people learn, and dashboards update instantly.',
          details: [
            'AI agents answer questions inside every module',
            'Mentors review practice tasks and prototypes',
            'Points, streaks and badges make progress visible',
          ],
          stat: claimStat('engagementBoost'),
        },
        {
          icon: 'Lightbulb',
          title: 'Innovation Activation',
          description: 'Learners apply new skills to real business problems in the innovation hub.',
          details: [
            'Submit ideas from inside any module',
            'Join challenges and sprints set by leaders',
            'Build prototypes with mentors and get a decision at every stage',
          ],
          stat: claimStat('innovationRate'),
        },
      ],
    },
    {
      type: 'feature-grid',
      id: 'built-in',
      title: 'Built into every step',
      columns: 4,
      items: [
        { icon: 'Brain', title: 'AI engine', description: 'Skills gap analysis and course generation behind every journey.', href: '/platform/ai-engine' },
        { icon: 'Trophy', title: 'Gamification', description: 'Points, streaks and badges that keep learners coming back.', href: '/solutions/ai-gamification-motivation' },
        { icon: 'HeartHandshake', title: 'Mentorship', description: 'AI agents plus human experts whenever learners need help.', href: '/platform/mentorship-support' },
        { icon: 'ChartColumn', title: 'Engagement insights', description: 'Real-time analytics from the first login onwards.', href: '/platform/engagement-insights' },
      ],
    },
    {
      type: 'steps',
      id: 'admin-setup',
      eyebrow: 'For company admins',
      title: 'Setting up your company',
      intro: 'Company admins get a guided setup. Most of it is done once and reused as the company grows.',
      steps: [
        { icon: 'Users', title: 'Add team members', description: 'Import employees from a CSV file or connect your HR system.' },
        { icon: 'Briefcase', title: 'Define positions', description: 'Attach the skills and target levels each position requires.' },
        { icon: 'Target', title: 'Analyze skills', description: 'See gaps by employee, position and department on the skills dashboards.' },
        { icon: 'WandSparkles', title: 'Generate courses', description: 'Run the AI course generator for a team and follow its progress live.' },
        { icon: 'ChartColumn', title: 'Track results', description: 'Follow completion, engagement and gamification analytics as learning happens.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about getting started',
      items: [
        {
          question: 'How long does setup take?',
          answer:
            'A pilot team can be set up in a working session: import the employees, choose positions from the starter taxonomy and generate the first courses. Larger rollouts add integrations and custom skills over time.',
        },
        {
          question: 'Do employees need training to use LXERA?',
          answer: 'No. Learners sign in with a magic link and see their journey straight away. The interface works the same on desktop and phone.',
        },
        {
          question: 'Can we start with early access?',
          answer: `Yes. Early access is free for pilot teams and ${NO_CREDIT_CARD.toLowerCase()}. You can move to a paid plan when you roll out further.`,
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE),
  ],
};

export const aiEnginePage: PageContent = {
  meta: routeMeta('/platform/ai-engine'),
  sections: [
    pageHero({
      eyebrow: 'AI Engine',
      title: 'The AI engine behind every learning journey',
      subtitle:
        'Skills gap analysis against your own taxonomy, course generation for whole teams at once, and journeys that adapt to each learner, with people in control of every decision.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      stats: [
        claimStat('fasterLearning', 'with journeys generated from real gaps'),
        claimStat('fasterCompletion', 'with modules sized for the workday'),
        claimStat('demoClips', 'show each skill in action'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'What the AI engine does',
      columns: 3,
      items: [
        { icon: 'Target', title: 'Skills gap analysis', description: "Compares every employee's skill levels with the targets of their position and ranks the gaps that matter most." },
        { icon: 'WandSparkles', title: 'Course generation at scale', description: 'Creates a personalized course for each selected employee in one background job, with progress you can watch live.' },
        { icon: 'Route', title: 'Adaptive sequencing', description: 'Orders modules by prerequisite and gap size, and re-plans the journey as quiz results come in.' },
        { icon: 'FileText', title: 'Grounded in your content', description: 'Uses your policies, playbooks and existing courses as source material, so generated lessons match how you work.' },
        { icon: 'UserCheck', title: 'Human review', description: 'Generated courses arrive as drafts; company admins edit, approve and publish them.' },
        { icon: 'CirclePlay', title: 'Bite-sized video', description: `Short ${claimText('demoClips')} demonstrate each skill before the learner practices it.` },
      ],
    },
    {
      type: 'steps',
      id: 'generation',
      title: 'How a batch of courses is generated',
      steps: [
        { icon: 'Users', title: 'Select employees', description: 'Choose a team, a department or individual employees in the AI course generator.' },
        { icon: 'Target', title: 'Analyze gaps', description: "The engine reads each person's position, skill levels and history." },
        {
          icon: 'WandSparkles',
          title: 'Draft courses',
          description: 'Modules, quizzes and practice tasks are generated per employee while a progress card shows who is done.',
        },
        { icon: 'BadgeCheck', title: 'Review and publish', description: 'Admins review the drafts, fix anything that needs it and publish to learners.' },
      ],
    },
    {
      type: 'rich-text',
      id: 'responsible-ai',
      title: 'Responsible AI, by default',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI decides what to suggest; people decide what happens. These principles apply to every AI feature in LXERA.',
        },
        {
          kind: 'list',
          items: [
            'Human in the loop: generated courses are drafts until an admin publishes them.',
            'Grounding: lessons draw on your approved material and cite it where they do.',
            'No training on your data: your content and learner data are not used to train models for other customers.',
            'Transparency: learners can see why a module was recommended to them.',
            'Fairness: recommendations rely on skills and goals, never on age, gender or other protected attributes.',
          ],
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about the AI engine',
      items: [
        {
          question: 'Which AI models does LXERA use?',
          answer:
            'LXERA combines large language models from established providers with its own ranking and sequencing logic. Model providers process data under contract and may not use it for training.',
        },
        {
          question: 'What happens if generation fails for some employees?',
          answer:
            'The job finishes for everyone else and reports how many courses failed and why. Admins can retry those employees with one click.',
        },
        {
          question: 'Can we edit generated courses?',
          answer: 'Yes. Every module, quiz question and task can be edited before or after publishing.',
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE),
  ],
};

export const engagementInsightsPage: PageContent = {
  meta: routeMeta('/platform/engagement-insights'),
  sections: [
    pageHero({
      eyebrow: 'Engagement Insights',
      title: 'See engagement, progress and ROI as it happens',
      subtitle:
        'Real-time analytics for learners, managers, L&D and leadership, with gamification analytics and ROI tracking built in.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      stats: [
        claimStat('higherEngagement', 'when managers act on live data'),
        claimStat('engagementBoost', 'after at-risk alerts and nudges'),
        claimStat('engagementMultiplier', 'on gamified journeys'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Insight at every level',
      columns: 3,
      items: [
        { icon: 'LayoutGrid', title: 'Company dashboard', description: 'Active learners, completion, skills growth and innovation activity on one screen.' },
        { icon: 'Building', title: 'Departments and teams', description: 'Compare departments and drill down to teams, positions and individual employees.' },
        { icon: 'UserCheck', title: 'Learner profiles', description: "Each employee's skills, courses, certificates and recent activity in one place." },
        { icon: 'Trophy', title: 'Gamification analytics', description: 'Points, streaks, badges and challenge participation over time.' },
        { icon: 'TrendingUp', title: 'ROI tracking', description: 'Relate learning activity to time to proficiency, internal moves and adopted ideas.' },
        { icon: 'Bell', title: 'Alerts', description: 'Get notified when a team falls behind or a learner has stopped logging in.' },
      ],
    },
    {
      type: 'table',
      id: 'dashboards',
      title: 'Dashboards by role',
      caption: 'Who sees which analytics in LXERA',
      columns: ['Role', 'Sees', 'Typical question answered'],
      rows: [
        ['Learner', 'Own progress, skills, points and certificates', 'What should I learn next?'],
        ['Manager', 'Progress and engagement of their team', 'Who needs help this week?'],
        ['Company admin', 'Every employee, course and skill in the company', 'Are our gaps closing?'],
        ['Leadership', 'Company-level trends and ROI reports', 'Is learning paying off?'],
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about engagement insights',
      items: [
        {
          question: 'How real-time is real-time?',
          answer: 'Progress events appear on dashboards within seconds. Heavier reports, such as ROI, refresh automatically throughout the day.',
        },
        {
          question: 'Can managers see individual quiz answers?',
          answer: 'No. Managers see scores and progress, not individual answers, so learners can practise without feeling watched.',
        },
        {
          question: 'Can we build our own reports?',
          answer: 'Yes. Filter any dashboard and save it as a report, export it to CSV, or connect your BI tool through the API.',
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE),
  ],
};

export const innovationHubPage: PageContent = {
  meta: routeMeta('/platform/innovation-hub'),
  sections: [
    pageHero({
      eyebrow: 'Innovation Hub',
      title: 'Where new skills become new ideas',
      subtitle:
        'Collect ideas, form teams, run experiments and build prototypes in the same place people learn, with a fair review process for every idea.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      stats: [claimStat('innovationRate', 'when learning and innovation share one platform'), claimStat('engagementBoost', 'when ideas get answers')],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Inside the innovation hub',
      columns: 3,
      items: [
        { icon: 'Lightbulb', title: 'Idea board', description: 'Every idea in one searchable board, linked to the skills and lessons behind it.' },
        { icon: 'Target', title: 'Challenges', description: 'Leaders post problems with a deadline and criteria; employees respond with ideas.' },
        { icon: 'UsersRound', title: 'Team builder', description: 'Find teammates by skill across departments and invite them to an idea.' },
        { icon: 'Blocks', title: 'Prototype canvas', description: 'Problem statement, hypothesis, test plan and results, in a template teams actually fill in.' },
        { icon: 'ListChecks', title: 'Review workflows', description: 'Stage gates with named reviewers and criteria; every submitter gets feedback.' },
        { icon: 'LayoutGrid', title: 'Portfolio', description: 'Ideas by stage, theme and business unit for innovation leads and sponsors.' },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'From spark to scale',
      steps: [
        { icon: 'Lightbulb', title: 'Submit', description: 'Capture the idea where it started, in a course or a challenge.' },
        { icon: 'UsersRound', title: 'Team up', description: 'Invite colleagues whose skills complement yours.' },
        { icon: 'Blocks', title: 'Prototype', description: "Test the riskiest assumption first, with a mentor's help." },
        { icon: 'Rocket', title: 'Decide', description: 'Sponsors fund, adapt or park the idea and explain why.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about the innovation hub',
      items: [
        {
          question: 'Do we need an innovation team to use the hub?',
          answer: 'No. Any company admin can open a challenge. Larger programs usually appoint an innovation lead to run the portfolio.',
        },
        {
          question: 'Can ideas be kept confidential?',
          answer: 'Yes. Challenges and ideas can be limited to named people or departments, for example for product or M&A topics.',
        },
        {
          question: 'Is the innovation hub included in every plan?',
          answer: 'Idea capture is included in every plan. Challenges, sprints and portfolio views are part of the Business and Enterprise plans.',
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE),
  ],
};

export const mentorshipSupportPage: PageContent = {
  meta: routeMeta('/platform/mentorship-support'),
  sections: [
    pageHero({
      eyebrow: 'Mentorship & Support',
      title: 'AI agents plus human experts, whenever learners need them',
      subtitle:
        'Instant answers inside every course, mentors matched by skills and goals, and a support team that listens to your feedback.',
      actions: heroActions,
    }),
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Help at every step',
      columns: 3,
      items: [
        { icon: 'Bot', title: 'AI learning agents', description: 'Explanations, examples and practice questions on demand, grounded in the course material.' },
        { icon: 'Handshake', title: 'Mentor matching', description: "Suggests mentors by the skills a learner is building and the mentor's availability." },
        { icon: 'Calendar', title: 'Office hours', description: 'Mentors publish bookable slots; sessions appear in both calendars.' },
        { icon: 'MessageSquare', title: 'Feedback on tasks', description: 'Mentors comment on practice tasks and prototypes where the learner works.' },
        { icon: 'UserCheck', title: 'Escalation to people', description: 'The AI agent hands over to a human when it is unsure or the topic is sensitive.' },
        { icon: 'LifeBuoy', title: 'Platform feedback', description: 'Report a bug, request a feature or share feedback from the dashboard; the LXERA team follows up.' },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'How support reaches a learner',
      steps: [
        { icon: 'MessageSquare', title: 'Ask', description: 'Ask the AI agent inside the module.' },
        { icon: 'Zap', title: 'Continue', description: 'Get an answer in seconds and keep learning.' },
        { icon: 'Handshake', title: 'Meet a mentor', description: 'Book a mentor for questions that need experience.' },
        { icon: 'TrendingUp', title: 'Grow', description: 'Feedback flows back into the learning journey.' },
      ],
    },
    {
      type: 'table',
      id: 'support-levels',
      title: 'Support from the LXERA team',
      caption: 'Support included in each plan',
      columns: ['Plan', 'Channels', 'Response target'],
      rows: [
        ['Early Access', 'In-product feedback, email', 'Next business day'],
        ['Team', 'In-product feedback, email', 'Next business day'],
        ['Business', 'Priority email and chat', 'Within 8 business hours'],
        ['Enterprise', 'Named customer success manager, phone', 'Within 4 hours for urgent issues'],
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about mentorship and support',
      items: [
        {
          question: 'Who can be a mentor?',
          answer: 'Any employee your admins invite. Mentors choose the skills they want to mentor on and how much time they offer.',
        },
        {
          question: 'Does the AI agent replace our trainers?',
          answer: 'No. It takes the repetitive questions off their plate so they can spend time on coaching, workshops and program design.',
        },
        {
          question: 'How do we report a problem with the platform?',
          answer: 'Use Platform Feedback in the dashboard to send a bug report, feature request or general feedback. It reaches the LXERA team directly.',
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE),
  ],
};

export const securityPrivacyPage: PageContent = {
  meta: routeMeta('/platform/security-privacy'),
  sections: [
    pageHero({
      eyebrow: 'Security & Privacy',
      title: "Your people's data, protected by design",
      subtitle:
        'Strict isolation between companies, role-based access enforced in the database, encryption everywhere and privacy controls that respect learners.',
      actions: [demoAction(PLATFORM_DEMO_SOURCE, 'Talk to Our Team'), linkAction('Read the Privacy Policy', '/legal/privacy')],
    }),
    {
      type: 'feature-grid',
      id: 'controls',
      title: 'How we protect your data',
      columns: 3,
      items: [
        { icon: 'KeyRound', title: 'Role-based access', description: 'Learners, company admins and platform operators each see only what their role allows.' },
        { icon: 'Database', title: 'Company isolation', description: "Row-level security in the database keeps every company's records separate, even from bugs in application code." },
        { icon: 'Lock', title: 'Encryption', description: 'TLS 1.2 or higher in transit and AES-256 encryption at rest for databases, backups and files.' },
        { icon: 'Mail', title: 'Passwordless sign-in', description: 'Magic links and 6-digit one-time codes with expiry and resend limits, so there are no learner passwords to leak.' },
        { icon: 'Clock', title: 'Short-lived sessions', description: 'Access tokens expire quickly and refresh automatically; signing out revokes the session everywhere.' },
        { icon: 'FileText', title: 'Audit trail', description: 'Administrative changes are logged with who, what and when, for your own reviews.' },
      ],
    },
    {
      type: 'rich-text',
      id: 'privacy',
      title: 'Privacy by design',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect what the product needs to work and nothing more. Your company is the controller of employee data in LXERA; we process it on your instructions under a data processing agreement.',
        },
        {
          kind: 'list',
          items: [
            'Data processing agreement with standard contractual clauses for international transfers',
            'Support for access, correction, export and deletion requests from employees',
            'Analytics, heatmap and session-recording tools load on our website only after you accept them in the cookie banner',
            'Your content and learner data are never used to train AI models for other customers',
            'Deletion of customer data within 30 days after a subscription ends, unless you ask us to export it first',
          ],
        },
      ],
    },
    {
      type: 'table',
      id: 'at-a-glance',
      title: 'Security at a glance',
      caption: 'Summary of LXERA security controls',
      columns: ['Area', 'Control'],
      rows: [
        ['Access control', 'Role-based access enforced by database row-level security policies'],
        ['Authentication', 'Magic links, one-time codes and optional SAML or OIDC single sign-on'],
        ['Encryption', 'TLS 1.2+ in transit, AES-256 at rest'],
        ['Backups', 'Daily encrypted backups with point-in-time recovery'],
        ['Monitoring', 'Centralized logging and alerting on authentication and access anomalies'],
        ['Vulnerability management', 'Dependency scanning on every build and regular external penetration tests'],
        ['Responsible disclosure', 'Report issues to security@lxera.ai; we acknowledge within two business days'],
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions from security teams',
      items: [
        {
          question: 'Can we review your security documentation?',
          answer:
            'Yes. Business and Enterprise customers can request our security overview, policies and latest penetration-test summary under NDA, and we complete security questionnaires with you.',
        },
        {
          question: 'Do you support single sign-on?',
          answer: 'Yes. Enterprise plans support SAML 2.0 and OpenID Connect single sign-on and SCIM user provisioning.',
        },
        {
          question: 'Where is our data stored?',
          answer:
            'In secure cloud data centers operated by our infrastructure providers. Hosting regions and the full list of subprocessors are set out in our data processing agreement.',
        },
        {
          question: 'Who at LXERA can access our data?',
          answer:
            'Only a small number of authorized staff, when needed to support you or operate the service, and every such access is logged.',
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE, 'Have a security questionnaire?', 'Our team will walk your security and privacy reviewers through the architecture, controls and agreements in a dedicated session.'),
  ],
};

export const integrationsPage: PageContent = {
  meta: routeMeta('/platform/integrations'),
  sections: [
    pageHero({
      eyebrow: 'Integrations',
      title: `${claimText('integrations')}`,
      subtitle:
        'Connect LXERA to the systems your people already use, so employee data stays current and learning shows up where work happens.',
      actions: heroActions,
    }),
    {
      type: 'feature-grid',
      id: 'categories',
      title: 'Integration categories',
      columns: 4,
      items: [
        { icon: 'Users', title: 'HRIS and payroll', description: 'Sync employees, positions, departments and managers automatically.' },
        { icon: 'MessagesSquare', title: 'Chat and collaboration', description: 'Nudges, reminders and badges delivered where teams talk.' },
        { icon: 'ListChecks', title: 'Project management', description: 'Turn prototypes and practice tasks into tracked work items.' },
        { icon: 'Calendar', title: 'Calendars and video', description: 'Book mentor sessions and learning time straight into calendars.' },
        { icon: 'KeyRound', title: 'Identity and SSO', description: 'SAML 2.0, OpenID Connect and SCIM provisioning.' },
        { icon: 'Library', title: 'Content libraries', description: 'Bring existing courses and documents in as source material.' },
        { icon: 'Database', title: 'BI and data warehouses', description: 'Export learning data to the tools your analysts use.' },
        { icon: 'Workflow', title: 'API and webhooks', description: 'Build your own integrations on a documented REST API.' },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'Connect in one click',
      steps: [
        { icon: 'Search', title: 'Choose a tool', description: 'Find it in the integrations directory in your settings.' },
        { icon: 'KeyRound', title: 'Authorize', description: 'Sign in to the tool and approve the access LXERA asks for.' },
        { icon: 'Settings', title: 'Map fields', description: 'Confirm the suggested mapping, for example job titles to positions.' },
        { icon: 'RefreshCw', title: 'Sync', description: 'Data syncs now and on a schedule; changes are logged.' },
      ],
    },
    {
      type: 'table',
      id: 'what-syncs',
      title: 'What syncs',
      caption: 'Data exchanged with each integration type',
      columns: ['Integration type', 'Data', 'Direction'],
      rows: [
        ['HRIS and payroll', 'Employees, positions, departments, managers, start dates', 'Into LXERA'],
        ['Chat and collaboration', 'Nudges, reminders, achievements', 'Out of LXERA'],
        ['Project management', 'Prototype tasks and status', 'Both ways'],
        ['Calendars', 'Mentor sessions and learning blocks', 'Out of LXERA'],
        ['Identity providers', 'Users, groups, sign-in', 'Into LXERA'],
        ['BI and data warehouses', 'Progress, skills and engagement data', 'Out of LXERA'],
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about integrations',
      items: [
        {
          question: 'Is my HR system supported?',
          answer: `Very likely: ${claimText('integrations')}. If yours is missing, the API and CSV import cover the gap while we add it.`,
        },
        {
          question: 'Do integrations cost extra?',
          answer: 'No. Every plan includes the integrations directory; Enterprise adds custom integrations built with our team.',
        },
        {
          question: 'Can we control what data leaves LXERA?',
          answer: 'Yes. Each integration shows the data it reads and writes, and admins can disable any data type or the whole integration.',
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE),
  ],
};

/** The seven platform pages in menu order. */
export const platformPages: readonly PageContent[] = [
  howItWorksPage,
  aiEnginePage,
  engagementInsightsPage,
  innovationHubPage,
  mentorshipSupportPage,
  securityPrivacyPage,
  integrationsPage,
];

const platformItems = platformMenu.items.filter((item) => item.href !== '/platform');

export const platformOverviewPage: PageContent = {
  meta: routeMeta('/platform'),
  sections: [
    pageHero({
      eyebrow: 'Platform',
      title: 'One platform for learning, mentorship, analytics and innovation',
      subtitle:
        'LXERA brings together an AI engine, engagement insights, an innovation hub and human mentorship, secured for the enterprise and connected to your tools.',
      actions: heroActions,
      note: `${NO_CREDIT_CARD} for early access.`,
    }),
    {
      type: 'feature-grid',
      id: 'modules',
      title: 'Explore the platform',
      columns: 4,
      items: platformItems.map((item) => ({
        icon: item.icon ?? 'LayoutGrid',
        title: item.name,
        description: item.description,
        href: item.href,
      })),
    },
    {
      type: 'stats',
      id: 'results',
      title: 'What teams achieve',
      stats: [
        claimStat('teamsJoined'),
        claimStat('fasterLearning'),
        claimStat('engagementBoost'),
        claimStat('innovationRate'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'roles',
      title: 'A workspace for every role',
      columns: 3,
      items: [
        {
          icon: 'GraduationCap',
          title: 'Learners',
          description: 'My Courses, personal journeys, certificates and progress, on desktop and phone.',
        },
        {
          icon: 'Briefcase',
          title: 'Company admins',
          description: 'Positions, employees, skills, courses, the AI course generator and analytics for their company.',
        },
        {
          icon: 'Lightbulb',
          title: 'Innovation leads and mentors',
          description: 'Challenges, reviews and mentoring sessions alongside the learning they build on.',
        },
      ],
    },
    closingCta(PLATFORM_DEMO_SOURCE),
  ],
};
