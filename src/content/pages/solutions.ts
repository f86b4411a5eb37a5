// /solutions and its eight solution pages.
import { solutionsMenu } from '../navigation';
import { routeMeta } from '../routes';
import { claimStat } from '../site';
import type { PageContent } from '../types';
import { closingCta, demoAction, linkAction, pageHero, SOLUTION_DEMO_SOURCE } from './shared-sections';

const heroActions = [demoAction(SOLUTION_DEMO_SOURCE), linkAction('See How It Works', '/platform/how-it-works')];

export const aiPersonalizedLearningPage: PageContent = {
  meta: routeMeta('/solutions/ai-personalized-learning'),
  sections: [
    pageHero({
      eyebrow: 'AI-Personalized Learning',
      title: 'A learning journey for every employee, not one course for everyone',
      subtitle:
        "LXERA reads each person's role, skills and goals, builds the journey that closes their gaps first, and adjusts it every time they learn something new.",
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'What personalization changes',
      stats: [
        claimStat('fasterLearning', 'when journeys skip what people already know'),
        claimStat('fasterCompletion', 'with short modules sequenced by the AI engine'),
        claimStat('higherEngagement', "when content speaks to the learner's own role"),
      ],
    },
    {
      type: 'rich-text',
      id: 'challenge',
      title: 'Why one-size-fits-all training stalls',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Catalog-first learning asks employees to find their own way through hundreds of courses. Experienced people sit through the basics, newcomers get lost in advanced material, and managers cannot tell who is actually building the skills the business needs.',
        },
        {
          kind: 'paragraph',
          text: 'Personalization used to mean learning plans written by hand, which only the largest L&D teams could afford to keep current. LXERA makes a personal plan the default for every employee and keeps it current automatically.',
        },
        {
          kind: 'list',
          items: [
            'Generic catalogs that few people finish',
            'Learning plans that are out of date the week they are written',
            'No visible link between courses taken and skills gained',
          ],
        },
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Personal by design',
      columns: 3,
      items: [
        {
          icon: 'Target',
          title: 'A skills-based starting point',
          description: 'Every journey starts from a short skills check mapped to your taxonomy, so the first module is the right one.',
        },
        {
          icon: 'Route',
          title: 'AI-sequenced modules',
          description: 'The AI engine orders modules by prerequisite and gap size, and re-plans when someone masters a topic early.',
        },
        {
          icon: 'Briefcase',
          title: 'Role-aware content',
          description: "Examples, exercises and scenarios use the learner's own role, tools and industry language.",
        },
        {
          icon: 'Gauge',
          title: 'Adaptive difficulty',
          description: 'Quiz results raise or lower the level of what comes next, so learners stay challenged without being overwhelmed.',
        },
        {
          icon: 'Smartphone',
          title: 'Learning in the flow of work',
          description: 'Modules of a few minutes fit between meetings, on desktop or phone, and resume exactly where the learner left off.',
        },
        {
          icon: 'Eye',
          title: 'Visibility for managers',
          description: "Managers see each person's journey, progress and next milestone, and can add goals of their own.",
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'How personalization works',
      steps: [
        { icon: 'ClipboardCheck', title: 'Assess', description: "A short skills check and the employee's position set the baseline." },
        { icon: 'Route', title: 'Plan', description: 'LXERA builds a journey of courses and practice tasks that targets the largest gaps first.' },
        { icon: 'RefreshCw', title: 'Adapt', description: 'Every quiz, task and mentor note updates the plan as it happens.' },
        { icon: 'BadgeCheck', title: 'Prove', description: 'Skill levels rise on the profile, and certificates record what was achieved.' },
      ],
    },
    {
      type: 'quote',
      id: 'customer',
      quote: {
        text: 'Our shift supervisors stopped sitting through modules they could teach themselves. They go straight to what they need for the next shift, and it shows on the floor.',
        author: 'Ingrid Vos',
        role: 'VP People Operations',
        company: 'Meridian Freight Group',
      },
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about personalized learning',
      items: [
        {
          question: 'How does LXERA know what each employee needs?',
          answer:
            "It combines the skills required by the employee's position, a short skills check and their progress in LXERA. Company admins can adjust skill levels and goals at any time.",
        },
        {
          question: 'Can we use our own content?',
          answer:
            'Yes. Upload policies, playbooks and existing courses and LXERA uses them as source material for generated courses, alongside modules built from your skills taxonomy.',
        },
        {
          question: 'Do admins review AI-generated courses?',
          answer:
            'Yes. Generated courses arrive as drafts that company admins can edit, approve and publish. Nothing reaches learners without a human decision.',
        },
        {
          question: 'What happens when an employee changes role?',
          answer:
            'Change their position and LXERA compares their skills with the new role, then adds the modules that close the new gaps without repeating what they have already mastered.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

export const workforceReskillingPage: PageContent = {
  meta: routeMeta('/solutions/workforce-reskilling-upskilling'),
  sections: [
    pageHero({
      eyebrow: 'Workforce Reskilling & Upskilling',
      title: 'Close skills gaps before they slow the business down',
      subtitle:
        'Map the skills every role needs, see exactly where each team stands, and close the gaps with courses generated for them, across the whole workforce at once.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'Reskilling that keeps pace',
      stats: [
        claimStat('fasterCompletion', 'for reskilling journeys built from real gaps'),
        claimStat('onboardingCompletion', 'of employees finish their skills onboarding'),
        claimStat('fasterLearning', 'by skipping what people already know'),
      ],
    },
    {
      type: 'rich-text',
      id: 'challenge',
      title: 'Skills change faster than training plans',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Automation, AI and new regulation change what roles require every year. Most companies still plan reskilling with spreadsheets, annual surveys and courses chosen months before anyone looks at the gaps they are meant to close.',
        },
        {
          kind: 'paragraph',
          text: 'LXERA keeps a live picture of the skills you have and the skills you need, by person, position and department, and turns every gap into learning the moment it appears.',
        },
        {
          kind: 'list',
          items: [
            'Skills data scattered across spreadsheets and HR systems',
            'Reskilling programs that take a quarter to design',
            'No way to show leadership which gaps are actually closing',
          ],
        },
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Everything a reskilling program needs',
      columns: 3,
      items: [
        {
          icon: 'Network',
          title: 'Customized skills taxonomy',
          description: 'Start from a proven framework of technical, digital and human skills, then rename, add and group skills to match how you work.',
        },
        {
          icon: 'Briefcase',
          title: 'Position skill profiles',
          description: 'Define the skills and target level for each position once; every employee in that position inherits the profile.',
        },
        {
          icon: 'Target',
          title: 'Gap analysis by team and department',
          description: 'Heat maps show where gaps cluster, from a single employee up to a department, so you fund the right programs first.',
        },
        {
          icon: 'WandSparkles',
          title: 'Bulk AI course generation',
          description: 'Generate a personalized course for every employee in a team in one job, and watch progress employee by employee.',
        },
        {
          icon: 'Milestone',
          title: 'Internal mobility paths',
          description: 'Show employees the skills that stand between them and the next role, and let them start the journey on their own.',
        },
        {
          icon: 'Award',
          title: 'Progress and certificates',
          description: 'Skill levels update as people learn, and certificates with verification codes record what they achieved.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'A reskilling program in four steps',
      steps: [
        { icon: 'Network', title: 'Define roles', description: 'Import positions and employees, then attach the skills and target levels each position needs.' },
        { icon: 'Target', title: 'Analyze gaps', description: 'LXERA compares current and required skills and ranks gaps by size and business priority.' },
        { icon: 'WandSparkles', title: 'Generate courses', description: 'One generation job creates a course per employee; admins review the drafts and publish.' },
        { icon: 'TrendingUp', title: 'Track and repeat', description: 'Dashboards show gaps closing week by week; update a role and the cycle starts again.' },
      ],
    },
    {
      type: 'quote',
      id: 'customer',
      quote: {
        text: 'We used to spend a quarter designing a reskilling program. With LXERA our analysts had personalized courses in front of them the week we finished mapping the skills.',
        author: 'Marcus Chen',
        role: 'Chief Learning Officer',
        company: 'Quillstone Financial',
      },
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about reskilling with LXERA',
      items: [
        {
          question: 'Do we need a skills taxonomy before we start?',
          answer:
            'No. LXERA ships with a starter taxonomy you can adopt as it is or adapt. Teams that already have a competency framework can import it instead.',
        },
        {
          question: 'How do we get our employees into LXERA?',
          answer:
            'Upload a CSV from the Add Team Members screen or connect your HR system. Positions, departments and managers come across with the employee records.',
        },
        {
          question: 'How long does course generation take?',
          answer:
            'Generation runs in the background. The progress card shows each employee as their course is created, so admins can start reviewing the first drafts while the rest are generated.',
        },
        {
          question: 'Can we reskill for roles that do not exist yet?',
          answer:
            'Yes. Create the future position with its target skills, and LXERA shows which employees are closest to it and what each of them would need to learn.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

export const aiGamificationPage: PageContent = {
  meta: routeMeta('/solutions/ai-gamification-motivation'),
  sections: [
    pageHero({
      eyebrow: 'AI Gamification & Motivation',
      title: 'Make learning a habit people look forward to',
      subtitle:
        'Points, streaks, badges, leaderboards and team challenges, tuned by AI to each learner so motivation lasts long after launch week.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'Motivation you can measure',
      stats: [
        claimStat('engagementMultiplier', 'on gamified journeys compared with plain course lists'),
        claimStat('higherEngagement', 'when team challenges run alongside learning'),
        claimStat('engagementBoost', 'from nudges timed to each learner'),
      ],
    },
    {
      type: 'rich-text',
      id: 'challenge',
      title: 'Motivation fades after launch week',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every learning program starts with a burst of activity. A few weeks later, logins drop, reminders are ignored and completion depends on the handful of people who would have learned anyway.',
        },
        {
          kind: 'paragraph',
          text: 'LXERA uses game mechanics the way good games do: clear goals, visible progress, fair competition and rewards for mastery. The AI engine decides which mechanic helps which learner, and when.',
        },
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Game mechanics that serve learning',
      columns: 3,
      items: [
        { icon: 'Star', title: 'Points and levels', description: 'Learners earn points for completing modules, passing quizzes and helping colleagues, and level up as skills grow.' },
        { icon: 'Flame', title: 'Streaks', description: 'Daily and weekly streaks reward regular practice; a missed day resets the streak, never the progress.' },
        { icon: 'Medal', title: 'Badges for mastery', description: 'Badges mark skills proven through quizzes and projects, not clicks, so they mean something to managers.' },
        { icon: 'Trophy', title: 'Team leaderboards', description: 'Leaderboards compare teams and departments by default; individual rankings are opt-in.' },
        { icon: 'UsersRound', title: 'Team challenges', description: 'Time-boxed challenges give teams a shared goal, such as finishing a security refresher before an audit.' },
        { icon: 'Bell', title: 'Smart nudges', description: 'AI picks the moment and channel, in-app, email or chat, when each learner is most likely to come back.' },
      ],
    },
    {
      type: 'rich-text',
      id: 'principles',
      title: 'Gamification that respects people',
      blocks: [
        {
          kind: 'list',
          items: [
            'Rewards follow mastery and effort, never time spent staring at a screen.',
            'Team competition comes first; nobody is ranked publicly without choosing to be.',
            'Admins can switch any mechanic off for a team, a country or the whole company.',
            'Points never feed performance reviews unless your company decides they should and tells employees so.',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'How a gamified journey runs',
      steps: [
        { icon: 'BookOpen', title: 'Learn', description: 'Every module, quiz and practice task earns points toward the next level.' },
        { icon: 'Flame', title: 'Build streaks', description: 'Short daily sessions keep the streak alive and the skill fresh.' },
        { icon: 'UsersRound', title: 'Compete as a team', description: 'Challenges and team leaderboards turn progress into a shared goal.' },
        { icon: 'Award', title: 'Celebrate', description: 'Badges, certificates and shout-outs recognize what people achieved.' },
      ],
    },
    {
      type: 'quote',
      id: 'customer',
      quote: {
        text: 'Night-shift staff were the hardest group to reach. Team streaks turned the refresher modules into something the wards talk about at handover.',
        author: 'Dr. Leila Haddad',
        role: 'Director of Clinical Education',
        company: 'Halvorsen Health Network',
      },
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about gamification',
      items: [
        {
          question: 'Will leaderboards demotivate people at the bottom?',
          answer:
            'That is why team leaderboards are the default and individual rankings are opt-in. Personal progress views compare learners with their own past, not with colleagues.',
        },
        {
          question: 'Can we turn individual features off?',
          answer: 'Yes. Points, streaks, badges, leaderboards and nudges can each be switched on or off per company, team or country.',
        },
        {
          question: 'How do we know gamification is working?',
          answer:
            'The gamification analytics dashboard shows active learners, streak lengths, badge distribution and challenge participation over time, next to completion and skills growth.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

export const citizenLedInnovationPage: PageContent = {
  meta: routeMeta('/solutions/citizen-led-innovation'),
  sections: [
    pageHero({
      eyebrow: 'Citizen-Led Innovation',
      title: 'Every employee can be an innovator',
      subtitle:
        'LXERA turns what people learn into ideas, experiments and prototypes, with a clear path from a spark in a course to a solution the business adopts.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'From learning to innovation',
      stats: [
        claimStat('innovationRate', 'when learning journeys end in a real challenge'),
        claimStat('engagementBoost', 'when learners see their ideas reviewed'),
      ],
    },
    {
      type: 'rich-text',
      id: 'challenge',
      title: 'Great ideas die in inboxes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The people closest to customers and operations see the problems first. Yet most ideas never leave a team meeting: there is no place to submit them, no time to test them and no one clearly responsible for saying yes.',
        },
        {
          kind: 'paragraph',
          text: 'Citizen-led innovation gives every employee the skills, the space and a simple process to move an idea forward, while leaders keep the portfolio focused on what matters to the business.',
        },
        {
          kind: 'list',
          items: [
            'Idea boxes that collect suggestions but never answer them',
            'Innovation reserved for a central lab far from daily work',
            'New skills that are never applied to a real problem',
          ],
        },
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'A path from idea to impact',
      columns: 3,
      items: [
        { icon: 'Lightbulb', title: 'Idea capture in context', description: 'Submit an idea from inside any module, linked to the skill or lesson that inspired it.' },
        { icon: 'Target', title: 'Challenges from leaders', description: "Leaders post real business problems; employees respond with ideas and vote on each other's proposals." },
        { icon: 'UsersRound', title: 'Teams formed by skills', description: 'LXERA suggests teammates whose skills complement the idea, across departments and locations.' },
        { icon: 'Blocks', title: 'Prototype spaces', description: 'Templates for problem statements, hypotheses and test plans help teams build and test quickly.' },
        { icon: 'BadgeCheck', title: 'Expert review', description: 'Mentors and sponsors review each stage with clear criteria, so every idea gets an answer.' },
        { icon: 'Award', title: 'Recognition', description: 'Innovation badges and points recognize contributors, whether or not an idea is finally adopted.' },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'How an idea moves forward',
      steps: [
        { icon: 'Lightbulb', title: 'Spark', description: 'An employee submits an idea, alone or in response to a challenge.' },
        { icon: 'Compass', title: 'Shape', description: 'Colleagues comment and vote, and a mentor helps frame the problem and the first test.' },
        { icon: 'Blocks', title: 'Prototype', description: 'A small team builds a prototype with the skills they learned, on a fixed timebox.' },
        { icon: 'Rocket', title: 'Scale', description: 'Sponsors review the evidence and decide to fund, adapt or park the idea, with feedback either way.' },
      ],
    },
    {
      type: 'quote',
      id: 'customer',
      quote: {
        text: 'Operators who finished the automation journey started sending us improvement ideas with a working prototype attached. That had never happened before.',
        author: 'Tobias Brandt',
        role: 'Head of Continuous Improvement',
        company: 'Brightwater Manufacturing',
      },
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about citizen-led innovation',
      items: [
        {
          question: 'Who can submit ideas?',
          answer: 'Every learner in your company. Admins can open challenges to everyone or to selected departments.',
        },
        {
          question: 'How are ideas evaluated?',
          answer:
            'Each challenge has review criteria set by its sponsor, such as customer impact, effort and strategic fit. Reviewers score against them and every submitter receives feedback.',
        },
        {
          question: 'Who owns the ideas and prototypes?',
          answer: 'Your company does. Ideas and prototypes are your customer data in LXERA and follow your own intellectual property policies.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

export const learningAnalyticsPage: PageContent = {
  meta: routeMeta('/solutions/learning-analytics-engagement'),
  sections: [
    pageHero({
      eyebrow: 'Learning Analytics & Engagement',
      title: 'Know what is working, for every team, in real time',
      subtitle:
        'Live dashboards for progress, engagement, skills growth and return on investment, from a single learner to the whole company, with no spreadsheets to assemble.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'Numbers leaders ask for',
      stats: [
        claimStat('higherEngagement', 'when managers act on live engagement data'),
        claimStat('fasterCompletion', 'when stalled learners are nudged early'),
        claimStat('onboardingCompletion', 'tracked from the first login'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Analytics built into every journey',
      columns: 3,
      items: [
        { icon: 'Activity', title: 'Live progress dashboards', description: 'See completion, time spent and active learners by course, team and department as it happens.' },
        { icon: 'TrendingUp', title: 'Skills growth', description: 'Track how skill levels move against position targets, and which gaps are closing fastest.' },
        { icon: 'ChartPie', title: 'Engagement and gamification', description: 'Streaks, points, badges and challenge participation show where motivation is strong or fading.' },
        { icon: 'ChartColumn', title: 'ROI tracking', description: 'Connect learning to internal mobility, time to proficiency and innovation output, and report the return.' },
        { icon: 'Bell', title: 'At-risk alerts', description: 'LXERA flags learners and teams that are falling behind, so managers can step in before deadlines slip.' },
        { icon: 'Database', title: 'Exports and BI', description: 'Export any report to CSV or connect your BI tool to combine learning data with HR and business data.' },
      ],
    },
    {
      type: 'table',
      id: 'metrics',
      title: 'What you can measure',
      caption: 'Core learning metrics in LXERA and who typically uses them',
      columns: ['Metric', 'What it tells you', 'Who uses it'],
      rows: [
        ['Completion rate', 'Share of assigned courses finished on time', 'L&D, managers'],
        ['Time to completion', 'How long courses take compared with plan', 'L&D'],
        ['Active learners and streaks', 'Whether learning has become a habit', 'Managers, L&D'],
        ['Skills growth', 'Movement of skill levels against position targets', 'HR, leadership'],
        ['Onboarding completion', 'How many new joiners finish their skills onboarding', 'HR'],
        ['Idea and prototype activity', 'How learning turns into innovation', 'Innovation leads'],
        ['Learning ROI', 'Return on learning spend, by program', 'Leadership, finance'],
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'From data to decisions',
      steps: [
        { icon: 'Plug', title: 'Connect', description: 'Learning data flows in automatically; HR data arrives through one-click integrations.' },
        { icon: 'Activity', title: 'Track', description: 'Dashboards update in real time for every role with access to them.' },
        { icon: 'Bell', title: 'Act', description: 'Alerts and nudges turn insight into action for learners and managers.' },
        { icon: 'FileText', title: 'Report', description: 'Share ready-made reports with leadership or export the data to your BI tool.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about learning analytics',
      items: [
        {
          question: 'Who can see which data?',
          answer:
            'Access follows roles: learners see their own progress, company admins see their company, and nobody outside your company sees your data. Row-level security enforces this in the database itself.',
        },
        {
          question: 'How is learning ROI calculated?',
          answer:
            'You choose the outcomes that matter, such as time to proficiency, internal moves or adopted ideas, and LXERA relates them to learning activity and program cost.',
        },
        {
          question: 'Can we export the data?',
          answer: 'Yes. Every report exports to CSV, and the Business and Enterprise plans include API access for BI tools.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

export const aiMentorshipPage: PageContent = {
  meta: routeMeta('/solutions/ai-mentorship-support'),
  sections: [
    pageHero({
      eyebrow: 'AI Mentorship & Support',
      title: 'Help at the moment people get stuck, from AI and from people',
      subtitle:
        'AI agents plus human experts: instant answers inside every module, and mentors who step in for coaching, feedback and career conversations.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'Support that keeps learners moving',
      stats: [
        claimStat('engagementBoost', 'when help is one click away'),
        claimStat('fasterLearning', 'with answers in the moment instead of tickets'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Two kinds of help, one experience',
      columns: 3,
      items: [
        { icon: 'Bot', title: 'AI agents in every module', description: 'Ask a question about the lesson and get an explanation, an example or a practice exercise on the spot.' },
        { icon: 'Handshake', title: 'Mentor matching', description: 'Learners are matched with colleagues who have the skills they are building and the time to share them.' },
        { icon: 'Calendar', title: 'Sessions and office hours', description: 'Mentors publish office hours; learners book a slot without back-and-forth emails.' },
        { icon: 'UserCheck', title: 'Human escalation', description: 'When the AI agent is unsure, it says so and hands the question to a mentor or expert with the context attached.' },
        { icon: 'MessageSquare', title: 'Feedback on real work', description: 'Mentors review practice tasks and prototypes and leave feedback right where the learner works.' },
        { icon: 'Milestone', title: 'Career conversations', description: 'Skills profiles give mentors and learners a shared, factual starting point for growth discussions.' },
      ],
    },
    {
      type: 'rich-text',
      id: 'ai-and-people',
      title: 'Where AI ends and people begin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI agents are good at explaining a concept five different ways, generating practice questions and remembering where each learner struggled. People are better at judgment, context, encouragement and career advice. LXERA gives each the work it does best.',
        },
        {
          kind: 'list',
          items: [
            'AI agents answer from your approved course material and say which module an answer comes from.',
            'Agents never grade people for performance reviews and never make decisions about them.',
            'Anything sensitive, such as wellbeing or conflict, is routed to a human straight away.',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'How support works for a learner',
      steps: [
        { icon: 'MessageSquare', title: 'Ask', description: 'Ask the AI agent anything about the current module, in plain language.' },
        { icon: 'Zap', title: 'Get unblocked', description: 'Get an explanation, example or exercise in seconds and continue learning.' },
        { icon: 'Handshake', title: 'Go deeper', description: 'Book a mentor for the questions that need experience and judgment.' },
        { icon: 'TrendingUp', title: 'Grow', description: 'Mentor feedback and new skill levels feed straight back into the learning journey.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about mentorship and support',
      items: [
        {
          question: 'Do we need our own mentors?',
          answer:
            'Most companies start with internal experts, because they know your context best. Enterprise plans can add LXERA learning specialists for program design and coaching.',
        },
        {
          question: 'What data do AI agents use?',
          answer:
            "The course material of your company and the learner's own progress. Agents cannot see other companies' data, and your content is not used to train models for anyone else.",
        },
        {
          question: 'Can mentors see everything a learner does?',
          answer: 'No. Mentors see what the learner shares with them: the relevant course, the task under review and the skills profile.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

export const enterpriseInnovationPage: PageContent = {
  meta: routeMeta('/solutions/enterprise-innovation-enablement'),
  sections: [
    pageHero({
      eyebrow: 'Enterprise Innovation Enablement',
      title: 'Run innovation like a program, not a lottery',
      subtitle:
        'Give innovation leads the structure to run challenges, sprints and portfolios across the enterprise, with governance, skills data and results in one place.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'Innovation at enterprise scale',
      stats: [
        claimStat('innovationRate', 'when innovation programs are linked to learning'),
        claimStat('engagementMultiplier', 'in teams that join innovation sprints'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'The operating system for innovation programs',
      columns: 3,
      items: [
        { icon: 'Rocket', title: 'Innovation programs', description: 'Set strategic themes, budgets and timelines, and run several programs side by side.' },
        { icon: 'Zap', title: 'Sprints and hackathons', description: 'Run time-boxed sprints with registration, team formation, mentoring and judging built in.' },
        { icon: 'Scale', title: 'Stage gates and governance', description: 'Define the evidence each stage requires and who decides, so every idea follows the same fair process.' },
        { icon: 'LayoutGrid', title: 'Portfolio view', description: 'See every idea by stage, theme and business unit, and rebalance the portfolio with facts.' },
        { icon: 'Network', title: 'Skills-to-ideas matching', description: 'Find the people with the skills an idea needs, and the learning that would close the remaining gaps.' },
        { icon: 'TrendingUp', title: 'Impact tracking', description: 'Follow adopted ideas after launch and report their value next to the learning that made them possible.' },
      ],
    },
    {
      type: 'table',
      id: 'roles',
      title: 'Who does what',
      caption: 'Roles in an LXERA innovation program',
      columns: ['Role', 'What they do in LXERA'],
      rows: [
        ['Executive sponsor', 'Sets themes, approves budgets and makes the final call at each stage gate'],
        ['Innovation lead', 'Runs programs and sprints, configures review criteria and reports on the portfolio'],
        ['Employees', 'Submit ideas, join teams, learn the skills they need and build prototypes'],
        ['Mentors and experts', 'Coach teams, review evidence and share domain knowledge'],
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'A program cycle',
      steps: [
        { icon: 'Compass', title: 'Frame themes', description: 'Leaders choose the problems that matter this quarter.' },
        { icon: 'GraduationCap', title: 'Upskill teams', description: 'LXERA assigns the learning each theme requires, such as data analysis or design thinking.' },
        { icon: 'Zap', title: 'Run sprints', description: 'Teams build and test prototypes with mentors on a fixed timebox.' },
        { icon: 'Scale', title: 'Decide and scale', description: 'Sponsors review evidence at the stage gate and fund what works.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about innovation enablement',
      items: [
        {
          question: 'How is this different from an idea management tool?',
          answer:
            'Idea tools collect suggestions. LXERA also builds the skills people need to develop them, matches them with mentors and teammates, and links outcomes back to learning.',
        },
        {
          question: 'Can we run programs for one business unit only?',
          answer: 'Yes. Each program can be open to the whole company or restricted to selected departments, locations or teams.',
        },
        {
          question: 'What does an innovation lead need to set up?',
          answer:
            'A theme, a timeline, review criteria and a sponsor. Templates for sprints, hackathons and challenges cover the rest and can be adapted.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

export const scalableLearningSupportPage: PageContent = {
  meta: routeMeta('/solutions/scalable-learning-support'),
  sections: [
    pageHero({
      eyebrow: 'Scalable Learning Support',
      title: 'From one pilot team to the whole enterprise',
      subtitle:
        'Bulk onboarding, bulk course generation, role-based administration and one-click integrations let a small L&D team support every region with the same care.',
      actions: heroActions,
    }),
    {
      type: 'stats',
      id: 'results',
      title: 'Built to scale',
      stats: [
        claimStat('integrations'),
        claimStat('onboardingCompletion', 'with magic-link sign-in and guided setup'),
        claimStat('fasterCompletion', 'as programs roll out region by region'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'capabilities',
      title: 'Operations that grow with you',
      columns: 3,
      items: [
        { icon: 'Users', title: 'Bulk onboarding', description: 'Add whole teams from a CSV or your HR system, with positions, departments and managers attached.' },
        { icon: 'WandSparkles', title: 'Bulk course generation', description: 'Generate courses for hundreds of employees in one job, with live progress and a clear report of any failures.' },
        { icon: 'KeyRound', title: 'Role-based administration', description: 'Company admins manage their own company; platform operators and learners see only what their role allows.' },
        { icon: 'Building', title: 'Departments and regions', description: 'Organize learners by department and location, and compare progress across them on one dashboard.' },
        { icon: 'Plug', title: 'One-click integrations', description: 'HR, chat, project and identity tools connect in one click, so data stays current without manual uploads.' },
        { icon: 'LifeBuoy', title: 'Help built in', description: 'Learners and admins report issues or request features from inside the product, and the LXERA team follows up.' },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      title: 'A rollout that scales',
      steps: [
        { icon: 'Users', title: 'Pilot', description: 'Start with one team, set up its positions and skills, and generate the first courses.' },
        { icon: 'ChartColumn', title: 'Prove', description: 'Use the analytics dashboard to show completion, engagement and skills growth to sponsors.' },
        { icon: 'Globe', title: 'Expand', description: 'Import the next departments and regions; positions and skills profiles are reused.' },
        { icon: 'Settings', title: 'Operate', description: 'Integrations keep data current, and admins handle changes without engineering help.' },
      ],
    },
    {
      type: 'quote',
      id: 'customer',
      quote: {
        text: 'Our L&D team is small and our stores are everywhere. Bulk generation and the HR sync do the heavy lifting, so we spend our time with store managers instead of spreadsheets.',
        author: 'Priya Raman',
        role: 'Regional L&D Lead',
        company: 'Kestrel Retail',
      },
    },
    {
      type: 'faq',
      id: 'faq',
      title: 'Questions about scaling with LXERA',
      items: [
        {
          question: 'Is there a limit on the number of learners?',
          answer: 'No technical limit. Plans are priced per active learner, and Enterprise agreements cover company-wide rollouts.',
        },
        {
          question: 'How do we add a new region or department?',
          answer:
            'Import its employees or connect its HR system. Existing positions and skills profiles apply straight away, and you can add local ones where roles differ.',
        },
        {
          question: 'What support is included?',
          answer:
            'Every plan includes in-product help and email support. Business adds priority support, and Enterprise adds a named customer success manager and onboarding services.',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE),
  ],
};

/** The eight solution pages in menu order. */
export const solutionPages: readonly PageContent[] = [
  aiPersonalizedLearningPage,
  workforceReskillingPage,
  aiGamificationPage,
  citizenLedInnovationPage,
  learningAnalyticsPage,
  aiMentorshipPage,
  enterpriseInnovationPage,
  scalableLearningSupportPage,
];

const solutionItems = solutionsMenu.items.filter((item) => item.href !== '/solutions');

export const solutionsOverviewPage: PageContent = {
  meta: routeMeta('/solutions'),
  sections: [
    pageHero({
      eyebrow: 'Solutions',
      title: 'Solutions for learning that leads to innovation',
      subtitle:
        'Eight ways LXERA helps enterprises develop their people: from personalized journeys and reskilling to mentorship, analytics and citizen-led innovation.',
      actions: heroActions,
    }),
    {
      type: 'feature-grid',
      id: 'all-solutions',
      title: 'Explore the solutions',
      columns: 4,
      items: solutionItems.map((item) => ({
        icon: item.icon ?? 'Sparkles',
        title: item.name,
        description: item.description,
        href: item.href,
      })),
    },
    {
      type: 'stats',
      id: 'results',
      title: 'Results teams see',
      stats: [
        claimStat('higherEngagement'),
        claimStat('fasterCompletion'),
        claimStat('onboardingCompletion'),
        claimStat('innovationRate'),
      ],
    },
    {
      type: 'feature-grid',
      id: 'by-team',
      title: 'Built for every team involved',
      columns: 4,
      items: [
        {
          icon: 'GraduationCap',
          title: 'HR and L&D',
          description: 'Map skills, generate courses and report progress without juggling tools.',
          href: '/solutions/workforce-reskilling-upskilling',
        },
        {
          icon: 'Users',
          title: 'Managers',
          description: "See each team member's journey and step in at the right moment.",
          href: '/solutions/learning-analytics-engagement',
        },
        {
          icon: 'Lightbulb',
          title: 'Innovation leads',
          description: 'Run challenges and sprints that start from real skills.',
          href: '/solutions/enterprise-innovation-enablement',
        },
        {
          icon: 'ShieldCheck',
          title: 'IT and security',
          description: 'Role-based access, data isolation and integrations your architects will approve.',
          href: '/platform/security-privacy',
        },
      ],
    },
    closingCta(SOLUTION_DEMO_SOURCE, 'Not sure where to start?', 'Tell us about your teams and goals in a 30-minute demo, and we will suggest the solutions that fit and a pilot plan to prove them.'),
  ],
};
