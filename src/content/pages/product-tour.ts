// /resources/product-tour: a guided walk through the product, screen by screen.
import { demoVideo } from '../landing';
import { routeMeta } from '../routes';
import { claimText } from '../site';
import { DEMO_SOURCES } from '../sources';
import type { PageContent } from '../types';
import { demoAction, linkAction, pageHero } from './shared-sections';

/** Chapters of the demo video, listed on the tour page so visitors can jump in. */
export const productTourChapters = demoVideo.chapters;

export const productTourPage: PageContent = {
  meta: routeMeta('/resources/product-tour'),
  sections: [
    pageHero({
      eyebrow: 'Product Tour',
      title: 'Take a guided tour of LXERA',
      subtitle:
        'Follow one company from adding its first team to seeing results: skills gap analysis, AI course generation, the learner experience, mentorship, analytics and innovation.',
      actions: [demoAction(DEMO_SOURCES.productTour, 'Get a Personalized Demo'), linkAction('See Pricing', '/pricing')],
    }),
    {
      type: 'steps',
      id: 'tour',
      title: 'The tour, step by step',
      steps: [
        {
          icon: 'Users',
          title: '1. Add your team',
          description: 'A company admin opens Add Team Members and imports employees from a CSV file or the HR system.',
          details: [
            'Positions, departments and managers come across with each employee',
            'Employees receive a magic link; nobody has to create a password',
          ],
        },
        {
          icon: 'Target',
          title: '2. Analyze skills gaps',
          description: 'The skills dashboards compare each employee with the skills profile of their position.',
          details: [
            'Views by employee, by position and by department',
            'Gaps ranked by size and by how many people share them',
          ],
        },
        {
          icon: 'WandSparkles',
          title: '3. Generate courses with AI',
          description: 'In the AI Course Generator, the admin selects a team and starts one generation job for everyone.',
          details: [
            'A progress card shows the current phase and each employee as their course is created',
            'Drafts are reviewed, edited and published by the admin',
          ],
        },
        {
          icon: 'GraduationCap',
          title: '4. Learn',
          description: 'Learners open My Courses and follow their personal journey, module by module, on any device.',
          details: [
            `Bite-sized lessons with ${claimText('demoClips')}`,
            'Quizzes and practice tasks that adapt what comes next',
            'Points, streaks and badges for progress',
          ],
        },
        {
          icon: 'MessagesSquare',
          title: '5. Get help',
          description: 'An AI agent answers questions inside each module, and mentors step in for coaching and reviews.',
          details: ['Answers grounded in the course material', "Mentor sessions booked from the learner's dashboard"],
        },
        {
          icon: 'ChartColumn',
          title: '6. Track results',
          description: 'The analytics dashboard shows progress, engagement, gamification and skills growth in real time.',
          details: ['Drill down from company to department, team and learner', 'Export reports or connect a BI tool'],
        },
        {
          icon: 'Lightbulb',
          title: '7. Innovate',
          description: 'Learners apply new skills to challenges in the innovation hub and build prototypes with their teams.',
          details: ['Ideas linked to the lessons that inspired them', 'Sponsor decisions and feedback at every stage'],
        },
      ],
    },
    {
      type: 'table',
      id: 'video-chapters',
      title: 'Prefer to watch?',
      intro: 'The platform demo video covers the same ground in five chapters.',
      caption: 'Chapters of the LXERA platform demo video',
      columns: ['Chapter', 'Starts at'],
      rows: productTourChapters.map((chapter) => [chapter.title, formatChapterTime(chapter.time)]),
    },
    {
      type: 'cta',
      id: 'get-started',
      title: 'See it with your own roles and skills',
      body: 'In a 30-minute demo we set up a sample of your positions, generate a course for one of your teams and show you the dashboards your leaders would see.',
      actions: [demoAction(DEMO_SOURCES.productTour), linkAction('Get Early Access', '/early-access')],
    },
  ],
};

/** 90 -> '1:30' */
export function formatChapterTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
