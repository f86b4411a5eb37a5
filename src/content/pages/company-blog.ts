// /company/blog: company news and product updates (the learning-strategy blog is /resources/blog).
import { readingMinutes } from '../reading-time';
import { routeMeta } from '../routes';
import { CLAIMS, claimText } from '../site';
import type { Article, PageContent } from '../types';
import { linkAction, pageHero } from './shared-sections';

function defineNews(article: Omit<Article, 'readingMinutes'>): Article {
  return { ...article, readingMinutes: readingMinutes(article.body) };
}

const team = { name: 'The LXERA Team', role: 'Company News' };
const product = { name: 'Daniel Reyes', role: 'Product Lead, AI Engine' };
const design = { name: 'Mei Tanaka', role: 'Lead Product Designer' };
const security = { name: 'Oskar Nilsson', role: 'Head of Platform & Security' };

export const companyNews: readonly Article[] = [
  defineNews({
    slug: 'early-access-milestone',
    title: `${CLAIMS.teamsJoined.value} teams have joined LXERA early access`,
    excerpt: 'A thank-you to the teams building LXERA with us, and what we have learned from them so far.',
    category: 'Company News',
    author: team,
    publishedAt: '2026-11-10',
    tags: ['early access', 'community'],
    body: [
      {
        kind: 'paragraph',
        text: `When we opened early access, we hoped a handful of teams would try LXERA and tell us honestly what worked. Today ${claimText('teamsJoined')}, from logistics and healthcare to financial services, manufacturing and retail. Thank you.`,
      },
      {
        kind: 'paragraph',
        text: 'Early-access teams shape the roadmap directly. Most of the features we shipped this year started as a message through Platform Feedback or a conversation in a customer call.',
      },
      { kind: 'heading', text: 'What we have learned' },
      {
        kind: 'list',
        items: [
          'Skills data is the foundation. Teams that set up positions and skills profiles first get far more from AI course generation.',
          'Short modules win. Learners finish bite-sized lessons in the gaps of their workday far more often than long courses.',
          'Innovation needs a process. Challenges with a sponsor and a deadline produce more prototypes than open idea boards.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Early access remains free for pilot teams, and no credit card is required. If your team would like to join, you can sign up in about 30 seconds.',
      },
    ],
  }),
  defineNews({
    slug: 'course-generator-live-progress',
    title: 'Product update: the AI Course Generator now shows live progress',
    excerpt: 'Generate courses for a whole team and watch each one being created, with a clear report when anything needs a retry.',
    category: 'Product Update',
    author: product,
    publishedAt: '2026-10-20',
    tags: ['AI course generation', 'product update'],
    body: [
      {
        kind: 'paragraph',
        text: 'Generating a personalized course for every member of a team is one of the most used features in LXERA. Until now, admins started a job and waited. With this update, a progress card follows the job from start to finish.',
      },
      {
        kind: 'list',
        items: [
          'The current phase and the employee whose course is being generated',
          'A percentage for the whole job, updated in real time',
          'Counts of successful and failed courses, with the reason for any failure',
          'A message when the job completes, with links to review the new drafts',
        ],
      },
      {
        kind: 'paragraph',
        text: 'The card stays visible while admins move around the dashboard, so they can keep working and review drafts as they arrive.',
      },
      {
        kind: 'paragraph',
        text: 'If some courses fail to generate, for example because an employee has no position yet, the card says how many failed and why. Fix the cause and retry those employees without running the whole job again.',
      },
    ],
  }),
  defineNews({
    slug: 'innovation-hub-challenges',
    title: 'Introducing challenges in the Innovation Hub',
    excerpt: 'Leaders can now post business problems as time-boxed challenges, and employees respond with ideas linked to what they have learned.',
    category: 'Product Update',
    author: { name: 'Sofia Lindqvist', role: 'Innovation Programs Lead' },
    publishedAt: '2026-09-08',
    tags: ['innovation hub', 'citizen-led innovation', 'product update'],
    body: [
      {
        kind: 'paragraph',
        text: 'Open idea boards collect many ideas and few decisions. Challenges change that: a sponsor describes a problem, sets a deadline and review criteria, and commits to a decision.',
      },
      {
        kind: 'paragraph',
        text: 'Employees respond with ideas, form teams with colleagues whose skills complement theirs, and can link each idea to the lesson that inspired it. Every submitter receives feedback, whatever the outcome.',
      },
      {
        kind: 'paragraph',
        text: 'Challenges are available on the Business and Enterprise plans and to all early-access teams during early access.',
      },
    ],
  }),
  defineNews({
    slug: 'faster-mobile-learning',
    title: 'A faster learner experience on mobile',
    excerpt: 'A redesigned mobile layout with a bottom bar, a current-course progress strip and pages that load faster on slow networks.',
    category: 'Product Update',
    author: design,
    publishedAt: '2026-07-14',
    tags: ['mobile', 'learner experience', 'product update'],
    body: [
      {
        kind: 'paragraph',
        text: 'Many learners use LXERA on their phones between shifts or meetings. We rebuilt the mobile experience around what they do most: continuing the current course.',
      },
      {
        kind: 'list',
        items: [
          'A bottom bar with Dashboard, Courses, Progress and Certificates always in reach',
          'A progress strip for the current course, one tap from the next module',
          'Lighter pages that load quickly on slow mobile connections',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Admins get a mobile layout too, with the most used screens in the bottom bar and the rest under More.',
      },
      {
        kind: 'paragraph',
        text: 'The update is live for every company, with nothing to install. Tell us what you would like next through Platform Feedback in your dashboard.',
      },
    ],
  }),
  defineNews({
    slug: 'why-learners-sign-in-without-passwords',
    title: 'Why learners sign in to LXERA without a password',
    excerpt: 'Magic links and one-time codes remove the most common reason learners never come back, and make accounts safer too.',
    category: 'Security',
    author: security,
    publishedAt: '2026-05-19',
    tags: ['security', 'authentication', 'magic link'],
    body: [
      {
        kind: 'paragraph',
        text: 'Forgotten passwords are one of the biggest reasons employees abandon workplace learning tools they use only occasionally. They are also a security risk when they are reused elsewhere.',
      },
      {
        kind: 'paragraph',
        text: 'Learners sign in to LXERA with a magic link or a 6-digit code sent to their work email. Codes expire quickly, can only be resent after a short cooldown, and stop working after use. There is no learner password to forget, reuse or leak.',
      },
      {
        kind: 'paragraph',
        text: 'Companies that prefer their own identity provider can use single sign-on on the Enterprise plan instead.',
      },
    ],
  }),
];

export const companyBlogPage: PageContent = {
  meta: routeMeta('/company/blog'),
  sections: [
    pageHero({
      eyebrow: 'Company Blog',
      title: 'News and product updates from LXERA',
      subtitle: 'What we are shipping, what we are learning from early-access teams, and news from the company.',
      actions: [linkAction('Read the Learning Blog', '/resources/blog')],
    }),
    { type: 'article-list', id: 'news', title: 'Latest news', articles: companyNews },
  ],
};
