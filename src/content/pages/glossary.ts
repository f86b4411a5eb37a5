// /resources/glossary: learning, skills and innovation terms in plain language, alphabetical.
import { routeMeta } from '../routes';
import type { GlossaryTerm, PageContent } from '../types';
import { linkAction, pageHero } from './shared-sections';

const terms: readonly GlossaryTerm[] = [
  {
    slug: 'adaptive-learning',
    term: 'Adaptive Learning',
    definition:
      'An approach in which the content, difficulty or order of learning changes automatically based on how the learner performs, so each person follows the path that suits their current level.',
    related: ['personalized-learning', 'learning-journey'],
    learnMore: { label: 'AI-Personalized Learning', href: '/solutions/ai-personalized-learning' },
  },
  {
    slug: 'ai-agent',
    term: 'AI Agent',
    definition:
      "Software that uses artificial intelligence to carry out tasks or answer questions on someone's behalf. In learning, AI agents explain concepts, generate practice questions and hand over to a human when they are unsure.",
    related: ['mentorship', 'human-in-the-loop'],
    learnMore: { label: 'Mentorship & Support', href: '/platform/mentorship-support' },
  },
  {
    slug: 'ai-course-generation',
    term: 'AI Course Generation',
    definition:
      "Creating course content such as modules, quizzes and practice tasks with generative AI, usually from a description of the learner's role, skills gaps and the company's own source material, followed by human review.",
    related: ['skills-gap-analysis', 'human-in-the-loop'],
    learnMore: { label: 'AI Engine', href: '/platform/ai-engine' },
  },
  {
    slug: 'badge',
    term: 'Badge',
    definition:
      'A visual token awarded for an achievement, such as mastering a skill or finishing a challenge. Badges work best when they stand for proven skill rather than time spent.',
    related: ['gamification', 'certificate'],
  },
  {
    slug: 'blended-learning',
    term: 'Blended Learning',
    definition:
      'A program that combines digital self-paced learning with live sessions, workshops or on-the-job practice, using each format for what it does best.',
    related: ['social-learning', 'microlearning'],
  },
  {
    slug: 'certificate',
    term: 'Certificate',
    definition:
      'A record that a learner completed a course or demonstrated a skill. Digital certificates often carry a verification code so others can confirm they are genuine.',
    related: ['badge', 'proficiency-level'],
  },
  {
    slug: 'citizen-led-innovation',
    term: 'Citizen-Led Innovation',
    definition:
      'Innovation driven by employees across the organization, not only by a central R&D or innovation team. Employees spot problems, propose ideas and test them with support from mentors and sponsors.',
    related: ['idea-pipeline', 'innovation-challenge', 'rapid-prototyping'],
    learnMore: { label: 'Citizen-Led Innovation', href: '/solutions/citizen-led-innovation' },
  },
  {
    slug: 'cohort-based-learning',
    term: 'Cohort-Based Learning',
    definition:
      'Learning in which a group starts and progresses through a program together, on a shared schedule, which adds peer support and accountability to the content.',
    related: ['social-learning', 'blended-learning'],
  },
  {
    slug: 'competency-framework',
    term: 'Competency Framework',
    definition:
      'A structured description of the knowledge, skills and behaviours expected in an organization or role, often with levels. It is a common starting point for a skills taxonomy.',
    related: ['skills-taxonomy', 'proficiency-level'],
  },
  {
    slug: 'completion-rate',
    term: 'Completion Rate',
    definition:
      'The share of learners who finish an assigned course or program, often measured against a due date. Useful, but only meaningful next to measures of skill and performance.',
    related: ['engagement-rate', 'learning-analytics'],
  },
  {
    slug: 'engagement-rate',
    term: 'Engagement Rate',
    definition:
      'A measure of how actively learners take part, for example weekly active learners, sessions per learner or participation in challenges, compared with the number of people enrolled.',
    related: ['completion-rate', 'gamification'],
    learnMore: { label: 'Engagement Insights', href: '/platform/engagement-insights' },
  },
  {
    slug: 'gamification',
    term: 'Gamification',
    definition:
      'Using game mechanics such as points, levels, streaks, badges, leaderboards and challenges in a non-game context to motivate people and build habits.',
    related: ['badge', 'leaderboard', 'streak'],
    learnMore: { label: 'AI Gamification & Motivation', href: '/solutions/ai-gamification-motivation' },
  },
  {
    slug: 'human-in-the-loop',
    term: 'Human-in-the-Loop',
    definition:
      'A design principle in which people review, correct or approve the output of an AI system before it takes effect, such as an admin publishing an AI-generated course.',
    related: ['ai-course-generation', 'ai-agent'],
  },
  {
    slug: 'idea-pipeline',
    term: 'Idea Pipeline',
    definition:
      'The stages an idea passes through from submission to decision, for example spark, shape, prototype and scale, with clear criteria for moving from one stage to the next.',
    related: ['stage-gate', 'citizen-led-innovation'],
  },
  {
    slug: 'individual-development-plan',
    term: 'Individual Development Plan (IDP)',
    definition:
      'A personal plan agreed between an employee and their manager that sets out development goals, the learning and experiences to reach them, and a timeline.',
    related: ['learning-journey', 'internal-mobility'],
  },
  {
    slug: 'innovation-challenge',
    term: 'Innovation Challenge',
    definition:
      'A time-boxed call for ideas on a specific business problem, set by a leader or sponsor, with criteria for how responses will be judged.',
    related: ['citizen-led-innovation', 'idea-pipeline'],
    learnMore: { label: 'Innovation Hub', href: '/platform/innovation-hub' },
  },
  {
    slug: 'internal-mobility',
    term: 'Internal Mobility',
    definition:
      'Employees moving into new roles, teams or locations within the same organization. Strong internal mobility usually depends on visible skills data and reskilling paths.',
    related: ['reskilling', 'skills-inventory'],
  },
  {
    slug: 'knowledge-retention',
    term: 'Knowledge Retention',
    definition:
      'How well learners remember and can apply what they learned over time. Techniques such as spaced repetition and practice on real tasks improve it.',
    related: ['spaced-repetition', 'microlearning'],
  },
  {
    slug: 'leaderboard',
    term: 'Leaderboard',
    definition:
      'A ranking of learners or teams by points or progress. Team leaderboards encourage collaboration; individual ones are best kept opt-in.',
    related: ['gamification', 'streak'],
  },
  {
    slug: 'learning-analytics',
    term: 'Learning Analytics',
    definition:
      'Collecting and analyzing data about learners and learning activity to understand and improve outcomes, from completion and engagement to skills growth and business impact.',
    related: ['completion-rate', 'return-on-learning-investment'],
    learnMore: { label: 'Learning Analytics & Engagement', href: '/solutions/learning-analytics-engagement' },
  },
  {
    slug: 'learning-experience-platform',
    term: 'Learning Experience Platform (LXP)',
    definition:
      "Software that puts the learner's experience first: personalized recommendations, varied content, social features and self-directed learning, often alongside or on top of an LMS.",
    related: ['learning-management-system', 'personalized-learning'],
    learnMore: { label: 'Platform Overview', href: '/platform' },
  },
  {
    slug: 'learning-journey',
    term: 'Learning Journey',
    definition:
      'A sequence of learning activities, such as courses, practice tasks and mentoring, designed to take a person from their current skills to a goal.',
    related: ['adaptive-learning', 'individual-development-plan'],
  },
  {
    slug: 'learning-management-system',
    term: 'Learning Management System (LMS)',
    definition:
      'Software for administering, delivering and tracking training: enrolling learners, assigning courses, recording completions and reporting for compliance.',
    related: ['learning-experience-platform', 'scorm'],
  },
  {
    slug: 'magic-link',
    term: 'Magic Link',
    definition:
      'A single-use sign-in link sent by email. Clicking it signs the person in without a password, which removes a common barrier for learners who rarely use the platform.',
    related: ['single-sign-on', 'onboarding'],
  },
  {
    slug: 'mentorship',
    term: 'Mentorship',
    definition:
      "A relationship in which a more experienced person guides another's development through advice, feedback and sharing experience, often matched by skills and goals.",
    related: ['ai-agent', 'social-learning'],
    learnMore: { label: 'AI Mentorship & Support', href: '/solutions/ai-mentorship-support' },
  },
  {
    slug: 'microlearning',
    term: 'Microlearning',
    definition:
      'Learning delivered in short, focused units of a few minutes, such as a short video clip, a quiz or a single practical task, designed to fit into the working day.',
    related: ['knowledge-retention', 'spaced-repetition'],
  },
  {
    slug: 'nudge',
    term: 'Nudge',
    definition:
      'A small, timely prompt that encourages a behaviour without forcing it, such as a reminder to continue a course sent when the learner is most likely to act on it.',
    related: ['gamification', 'engagement-rate'],
  },
  {
    slug: 'onboarding',
    term: 'Onboarding',
    definition:
      'The process of helping new employees, or employees in a new role, become productive and connected: access, introductions, and the learning the role needs first.',
    related: ['time-to-proficiency', 'magic-link'],
    learnMore: { label: 'How It Works', href: '/platform/how-it-works' },
  },
  {
    slug: 'personalized-learning',
    term: 'Personalized Learning',
    definition:
      "Learning tailored to each person's role, current skills, goals and pace, rather than the same program for everyone.",
    related: ['adaptive-learning', 'learning-journey'],
    learnMore: { label: 'AI-Personalized Learning', href: '/solutions/ai-personalized-learning' },
  },
  {
    slug: 'proficiency-level',
    term: 'Proficiency Level',
    definition:
      'A rating of how well someone performs a skill, commonly on a scale such as 1 to 5 from awareness to expert. Positions define target levels; employees have current levels.',
    related: ['skills-gap-analysis', 'competency-framework'],
  },
  {
    slug: 'rapid-prototyping',
    term: 'Rapid Prototyping',
    definition:
      'Building a quick, inexpensive version of an idea, such as a mock-up or a manual process, to test its riskiest assumptions before investing in a full solution.',
    related: ['citizen-led-innovation', 'stage-gate'],
  },
  {
    slug: 'reskilling',
    term: 'Reskilling',
    definition:
      'Learning new skills to move into a different role, often because the current role is changing or disappearing.',
    related: ['upskilling', 'internal-mobility'],
    learnMore: { label: 'Workforce Reskilling & Upskilling', href: '/solutions/workforce-reskilling-upskilling' },
  },
  {
    slug: 'return-on-learning-investment',
    term: 'Return on Learning Investment (ROI)',
    definition:
      'The value a learning program creates compared with what it costs, estimated from outcomes such as time to proficiency, internal moves, retention or adopted ideas.',
    related: ['learning-analytics', 'time-to-proficiency'],
  },
  {
    slug: 'row-level-security',
    term: 'Row-Level Security',
    definition:
      "A database feature that decides, row by row, which records a user may read or change. It keeps each company's data separate even if application code has a bug.",
    related: ['single-sign-on'],
    learnMore: { label: 'Security & Privacy', href: '/platform/security-privacy' },
  },
  {
    slug: 'scorm',
    term: 'SCORM',
    definition:
      'Sharable Content Object Reference Model: an older, widely supported standard for packaging e-learning content so it can run in different learning management systems.',
    related: ['xapi', 'learning-management-system'],
  },
  {
    slug: 'single-sign-on',
    term: 'Single Sign-On (SSO)',
    definition:
      'Signing in to many applications with one company account through an identity provider, using standards such as SAML 2.0 or OpenID Connect.',
    related: ['magic-link', 'row-level-security'],
  },
  {
    slug: 'skills-gap-analysis',
    term: 'Skills Gap Analysis',
    definition:
      'Comparing the skills people have with the skills their roles require, to find and prioritize the gaps that learning, hiring or mentoring should close.',
    related: ['skills-taxonomy', 'proficiency-level', 'skills-inventory'],
    learnMore: { label: 'Workforce Reskilling & Upskilling', href: '/solutions/workforce-reskilling-upskilling' },
  },
  {
    slug: 'skills-inventory',
    term: 'Skills Inventory',
    definition:
      'A current record of the skills and proficiency levels of everyone in an organization, used for planning, staffing and internal mobility.',
    related: ['skills-gap-analysis', 'internal-mobility'],
  },
  {
    slug: 'skills-taxonomy',
    term: 'Skills Taxonomy',
    definition:
      'A shared, structured list of the skills that matter to an organization, grouped into categories, so that roles, people and learning can be described in the same terms.',
    related: ['competency-framework', 'skills-gap-analysis'],
  },
  {
    slug: 'social-learning',
    term: 'Social Learning',
    definition:
      'Learning from and with other people, through discussion, observation, mentoring, peer feedback and shared challenges.',
    related: ['mentorship', 'cohort-based-learning'],
  },
  {
    slug: 'spaced-repetition',
    term: 'Spaced Repetition',
    definition:
      'Reviewing material at increasing intervals over time, which strengthens long-term memory far more than a single long session.',
    related: ['knowledge-retention', 'microlearning'],
  },
  {
    slug: 'stage-gate',
    term: 'Stage Gate',
    definition:
      'A decision point between stages of an innovation process where sponsors review the evidence and decide to continue, change direction or stop.',
    related: ['idea-pipeline', 'rapid-prototyping'],
    learnMore: { label: 'Enterprise Innovation Enablement', href: '/solutions/enterprise-innovation-enablement' },
  },
  {
    slug: 'streak',
    term: 'Streak',
    definition:
      'A count of consecutive days or weeks in which a learner completed some learning. Streaks encourage regular practice when they are forgiving about occasional breaks.',
    related: ['gamification', 'nudge'],
  },
  {
    slug: 'time-to-proficiency',
    term: 'Time to Proficiency',
    definition:
      'How long it takes a new hire or someone in a new role to perform the role independently to the expected standard.',
    related: ['onboarding', 'return-on-learning-investment'],
  },
  {
    slug: 'upskilling',
    term: 'Upskilling',
    definition:
      'Developing new or deeper skills for the role a person already has, for example learning a new tool or method as the job evolves.',
    related: ['reskilling', 'skills-gap-analysis'],
    learnMore: { label: 'Workforce Reskilling & Upskilling', href: '/solutions/workforce-reskilling-upskilling' },
  },
  {
    slug: 'xapi',
    term: 'xAPI',
    definition:
      'Experience API: a standard for recording learning activities as statements such as “learner completed module”, including activity outside a learning platform.',
    related: ['scorm', 'learning-analytics'],
  },
];

/** Alphabetical by term, ignoring case. */
export const glossaryTerms: readonly GlossaryTerm[] = [...terms].sort((a, b) =>
  a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }),
);

export const glossaryPage: PageContent = {
  meta: routeMeta('/resources/glossary'),
  sections: [
    pageHero({
      eyebrow: 'Glossary',
      title: 'Learning and innovation terms, explained',
      subtitle: `${terms.length} terms used in learning, skills and innovation programs, in plain language, from adaptive learning to xAPI.`,
      actions: [linkAction('Read the Blog', '/resources/blog')],
    }),
    { type: 'glossary', id: 'terms', title: 'All terms', terms: glossaryTerms },
  ],
};
