// /resources/blog: articles on learning strategy, skills and innovation.
import { readingMinutes } from '../reading-time';
import { routeMeta } from '../routes';
import type { Article, Author, PageContent } from '../types';
import { linkAction, pageHero } from './shared-sections';

const authors = {
  amara: { name: 'Amara Okafor', role: 'Head of Learning Science' },
  daniel: { name: 'Daniel Reyes', role: 'Product Lead, AI Engine' },
  sofia: { name: 'Sofia Lindqvist', role: 'Innovation Programs Lead' },
  hannah: { name: 'Hannah Brooks', role: 'Director of Customer Success' },
  kenji: { name: 'Kenji Watanabe', role: 'Head of Data & Analytics' },
} satisfies Record<string, Author>;

/** Adds the reading time computed from the body. */
function defineArticle(article: Omit<Article, 'readingMinutes'>): Article {
  return { ...article, readingMinutes: readingMinutes(article.body) };
}

export const blogArticles: readonly Article[] = [
  defineArticle({
    slug: 'skills-gap-analysis-leadership-will-use',
    title: 'How to run a skills gap analysis your leadership will actually use',
    excerpt:
      'Most skills gap analyses end as a slide deck nobody opens again. Here is a lighter method that starts from roles, stays current and leads straight to action.',
    category: 'Skills Strategy',
    author: authors.amara,
    publishedAt: '2026-10-28',
    tags: ['skills gap analysis', 'skills taxonomy', 'workforce planning'],
    body: [
      {
        kind: 'paragraph',
        text: 'Ask ten HR leaders about their last skills gap analysis and you will hear the same story: months of surveys, a beautiful heat map, a round of applause at the leadership offsite, and then nothing. By the time the training budget is set, half the data is out of date and nobody remembers which gap the new courses were meant to close.',
      },
      {
        kind: 'paragraph',
        text: 'The problem is rarely the analysis itself. It is that the analysis is treated as a project with an end date instead of a live view of the business. The method below is deliberately lighter, so it can be repeated every quarter instead of every few years.',
      },
      { kind: 'heading', text: '1. Start from positions, not people' },
      {
        kind: 'paragraph',
        text: 'Begin by describing what each position needs: five to ten skills with a target level from 1 to 5. Resist the urge to list everything a great performer might know. A short, honest profile per position is far more useful than an exhaustive one that nobody maintains. If you already have a competency framework, map it onto this structure rather than starting over.',
      },
      { kind: 'heading', text: '2. Use a shared skills taxonomy' },
      {
        kind: 'paragraph',
        text: 'Gaps can only be compared across teams if everyone uses the same words. A skills taxonomy is simply that shared vocabulary, grouped into categories such as technical, digital, leadership and human skills. Start from an existing taxonomy and customize it: rename skills to match your language, merge duplicates and add the handful that are unique to your business.',
      },
      { kind: 'heading', text: '3. Measure current levels from more than one source' },
      {
        kind: 'paragraph',
        text: 'Self-assessment alone overestimates some skills and underestimates others. Combine it with short practical checks, manager input and evidence from completed learning. None of these is perfect, but together they give a level you can act on, and the picture improves every time someone completes a module or a project.',
      },
      { kind: 'heading', text: '4. Rank gaps by business impact' },
      {
        kind: 'paragraph',
        text: "Not every gap deserves a program. Multiply the size of each gap by the number of people it affects and by how much the skill matters to this year's strategy. The top five results are your priorities; the rest can wait for the next cycle.",
      },
      {
        kind: 'list',
        items: [
          'Gap size: the difference between target and current level',
          'Reach: how many employees share the gap',
          'Impact: how strongly the skill supports a business goal this year',
        ],
      },
      { kind: 'heading', text: '5. Connect every gap to a learning action' },
      {
        kind: 'paragraph',
        text: 'A gap without a learning action is only a worry. For each priority, decide what will close it: a generated course, a mentoring pairing, a stretch project or a hire. Then track the same numbers you used to find the gap, so leadership sees it closing.',
      },
      {
        kind: 'callout',
        text: 'In LXERA, positions, skill levels and gaps live in the same place as the courses that close them, so the analysis updates itself as people learn.',
      },
    ],
  }),
  defineArticle({
    slug: 'reskilling-vs-upskilling',
    title: 'Reskilling vs. upskilling: choosing the right program for each role',
    excerpt:
      'Upskilling deepens the job someone already does; reskilling prepares them for a different one. Mixing the two up is how programs lose their budget.',
    category: 'Workforce Development',
    author: authors.hannah,
    publishedAt: '2026-10-07',
    tags: ['reskilling', 'upskilling', 'internal mobility'],
    body: [
      {
        kind: 'paragraph',
        text: 'Reskilling and upskilling are often used as if they meant the same thing. They do not, and the difference matters when you design a program, choose who joins it and decide how to measure success.',
      },
      { kind: 'heading', text: 'Upskilling: getting better at the current role' },
      {
        kind: 'paragraph',
        text: 'Upskilling adds depth to a role that stays the same. A customer service agent learning to use an AI assistant, an accountant learning a new reporting standard, an engineer learning a new cloud service: the job title does not change, but what good looks like does. Upskilling programs are usually shorter, closely tied to daily work and measured by performance in the same role.',
      },
      { kind: 'heading', text: 'Reskilling: preparing for a different role' },
      {
        kind: 'paragraph',
        text: 'Reskilling moves someone into a new role, often because their current one is shrinking or changing beyond recognition. A warehouse planner becoming a data analyst, or a branch employee moving into digital sales, needs a longer journey that combines learning, practice on real work and support from people already in the new role. Success is measured by the move itself and by time to proficiency afterwards.',
      },
      { kind: 'heading', text: 'How to decide which one a role needs' },
      {
        kind: 'list',
        items: [
          'If the role will exist in three years with similar responsibilities, upskill.',
          "If most of the role's tasks will be automated or moved elsewhere, plan reskilling early and openly.",
          'If the gap is more than two levels on several core skills of the target role, treat it as reskilling even if the job title is similar.',
          'If nobody internally has the target skills yet, combine reskilling with a few external hires who can mentor.',
        ],
      },
      { kind: 'heading', text: 'Common mistakes' },
      {
        kind: 'paragraph',
        text: 'The most common mistake is running reskilling with an upskilling budget: a handful of online courses and no time set aside for practice. People finish the content but never make the move, and the program is judged a failure. The opposite mistake, treating every small change as a transformation, exhausts people and managers alike.',
      },
      {
        kind: 'paragraph',
        text: 'A second mistake is keeping reskilling quiet until the last moment. People cope better with change they can see coming, especially if they are offered a concrete path and the time to follow it.',
      },
      { kind: 'heading', text: 'Making both work at scale' },
      {
        kind: 'paragraph',
        text: 'Both kinds of program depend on the same foundation: an up-to-date view of the skills each role requires and the skills each person has. With that in place, the system can suggest who should upskill and who could reskill into a role you need, and generate the journey for each of them.',
      },
    ],
  }),
  defineArticle({
    slug: 'gamification-that-lasts',
    title: 'Gamification that lasts beyond launch week: five design rules',
    excerpt:
      'Points and badges can double activity for a month and then quietly stop working. These five rules keep game mechanics useful once the novelty wears off.',
    category: 'Engagement',
    author: authors.amara,
    publishedAt: '2026-09-16',
    tags: ['gamification', 'motivation', 'behavioral design'],
    body: [
      {
        kind: 'paragraph',
        text: 'Gamification has a reputation problem. Many teams have seen a leaderboard energize a launch and then become a list of the same five names, ignored by everyone else. That does not mean game mechanics do not work; it means they were designed for the first week rather than the fiftieth.',
      },
      { kind: 'heading', text: 'Rule 1: reward mastery, not activity' },
      {
        kind: 'paragraph',
        text: 'If points reward clicks and minutes, people learn to click. Tie the biggest rewards to evidence of skill: passing a quiz after a delay, completing a practice task, helping a colleague. Activity can earn small rewards, but mastery should be what moves people up a level.',
      },
      { kind: 'heading', text: 'Rule 2: compete as teams first' },
      {
        kind: 'paragraph',
        text: 'Individual leaderboards motivate the people near the top and discourage almost everyone else. Team leaderboards and shared challenges turn progress into something colleagues do together, and they give quieter learners a reason to contribute without being ranked in public. Keep individual rankings opt-in.',
      },
      { kind: 'heading', text: 'Rule 3: make streaks forgiving' },
      {
        kind: 'paragraph',
        text: 'Streaks build habits because losing one hurts a little. If losing one hurts a lot, people give up after the first missed day. Allow a weekly streak alongside the daily one, and never take away earned points or badges when a streak ends.',
      },
      { kind: 'heading', text: 'Rule 4: change the game over time' },
      {
        kind: 'paragraph',
        text: 'Every mechanic loses power as it becomes familiar. Plan a rhythm of new challenges, seasonal themes and new badge families, and retire mechanics that no longer move the numbers. AI can help by choosing which mechanic each learner responds to, instead of showing everyone the same thing.',
      },
      { kind: 'heading', text: 'Rule 5: measure what gamification changes' },
      {
        kind: 'paragraph',
        text: 'Track the numbers gamification is meant to influence, not just the mechanics themselves. Active learners per week, completion on time, streak length distribution and skills growth tell you whether the game is helping people learn or simply keeping them busy.',
      },
      {
        kind: 'list',
        items: [
          'Weekly active learners and how long they stay active',
          'Share of courses completed by their due date',
          'How many learners keep a streak longer than four weeks',
          'Skill levels before and after a challenge',
        ],
      },
      {
        kind: 'callout',
        text: 'Good gamification is invisible after a while. People stop thinking about points and simply have a habit of learning a little every week.',
      },
    ],
  }),
  defineArticle({
    slug: 'citizen-led-innovation-playbook',
    title: 'A practical playbook for citizen-led innovation',
    excerpt:
      'Citizen-led innovation fails when it is an idea box and succeeds when it is a process. A four-stage playbook for programs that produce real prototypes.',
    category: 'Innovation',
    author: authors.sofia,
    publishedAt: '2026-08-26',
    tags: ['citizen-led innovation', 'intrapreneurship', 'rapid prototyping'],
    body: [
      {
        kind: 'paragraph',
        text: 'Citizen-led innovation means that anyone in the company, not only a central lab, can find a problem, propose a solution and test it. The idea is simple. The execution is where most programs struggle: ideas arrive in bulk, nobody has time to review them, and after a few months people stop submitting.',
      },
      {
        kind: 'paragraph',
        text: 'The programs that last share a structure. They treat innovation as a pipeline with clear stages, give people the skills and time to move an idea through them, and answer every submission.',
      },
      { kind: 'heading', text: 'Stage 1: Spark' },
      {
        kind: 'paragraph',
        text: 'Ask for ideas against specific challenges rather than in general. A challenge such as “reduce returns in our online store” attracts ideas that leaders can actually fund. Let people submit from wherever they are, including from inside a course that just taught them something relevant.',
      },
      { kind: 'heading', text: 'Stage 2: Shape' },
      {
        kind: 'paragraph',
        text: 'Most raw ideas are solutions looking for a problem. Pair each promising submission with a mentor who helps the author describe the problem, the people affected and the riskiest assumption. This stage is where learning and innovation meet: many ideas stall because the author lacks one skill, such as basic data analysis, that a short course can provide.',
      },
      { kind: 'heading', text: 'Stage 3: Prototype' },
      {
        kind: 'paragraph',
        text: 'Give shortlisted teams a fixed timebox, usually two to four weeks, and a small amount of protected time. The goal is not a finished product but evidence: a clickable mock-up, a manual version of the process, a test with ten customers. Templates for hypotheses and test plans keep teams focused on learning fast.',
      },
      { kind: 'heading', text: 'Stage 4: Scale or stop' },
      {
        kind: 'paragraph',
        text: 'At the end of the timebox, sponsors review the evidence and decide: scale, adapt, or stop. All three are good outcomes if the decision is explained. A stopped idea whose team learned something valuable should be celebrated as openly as a scaled one.',
      },
      { kind: 'heading', text: 'What leaders need to provide' },
      {
        kind: 'list',
        items: [
          'Challenges tied to real strategic goals',
          'Protected time for shortlisted teams',
          'Sponsors who commit to a decision date',
          'Recognition for contributors, whatever the outcome',
        ],
      },
      {
        kind: 'paragraph',
        text: 'With that structure, citizen-led innovation stops being a morale exercise and becomes a dependable source of improvements, and a reason for people to keep learning.',
      },
    ],
  }),
  defineArticle({
    slug: 'measuring-learning-roi',
    title: 'Measuring learning ROI without a data science team',
    excerpt:
      'You do not need a perfect model to show that learning pays off. Four measures most companies already have, and how to connect them to learning data.',
    category: 'Analytics',
    author: authors.kenji,
    publishedAt: '2026-07-29',
    tags: ['learning analytics', 'ROI', 'reporting'],
    body: [
      {
        kind: 'paragraph',
        text: 'Learning teams are asked to prove return on investment more often than almost any other function, and with less data. The result is often a report full of completion rates and satisfaction scores, which tell leaders that people attended but not whether anything changed.',
      },
      {
        kind: 'paragraph',
        text: 'A credible ROI story does not require a data science team. It requires choosing a few outcome measures the business already cares about, and connecting them to learning activity consistently over time.',
      },
      { kind: 'heading', text: 'Four measures worth connecting' },
      {
        kind: 'list',
        items: [
          'Time to proficiency: how long new joiners or movers take to perform independently',
          'Internal mobility: how many open roles are filled by existing employees',
          'Retention of people in critical roles, compared with those who did not take part',
          'Innovation output: ideas submitted, prototypes built and improvements adopted',
        ],
      },
      { kind: 'heading', text: 'Compare, do not just count' },
      {
        kind: 'paragraph',
        text: 'The key is comparison. Compare teams that started a program with teams that have not started yet, or the same team before and after. Staggered rollouts, which most companies do anyway for practical reasons, create natural comparison groups for free.',
      },
      { kind: 'heading', text: 'Put a value on the difference' },
      {
        kind: 'paragraph',
        text: 'Once you see a difference, translate it into money with conservative assumptions that finance agrees with in advance. A month less to proficiency for fifty new hires, an internal move instead of an external hire, a regretted leaver avoided: each has a cost your HR and finance teams already estimate.',
      },
      { kind: 'heading', text: 'Report trends, not snapshots' },
      {
        kind: 'paragraph',
        text: 'A single ROI figure invites debate about its assumptions. A trend that moves in the right direction every quarter, alongside the skills growth that explains it, is much more convincing. Real-time dashboards help here, because leaders can see the numbers move rather than waiting for an annual report.',
      },
      {
        kind: 'callout',
        text: 'Start small: pick one program, one outcome measure and one comparison group. Credibility comes from consistency more than from sophistication.',
      },
    ],
  }),
  defineArticle({
    slug: 'ai-agents-and-human-mentors',
    title: 'AI agents and human mentors: who should answer which question?',
    excerpt:
      'AI agents can answer most questions learners ask, but not all of the ones that matter. A simple way to divide the work between software and people.',
    category: 'Mentorship',
    author: authors.daniel,
    publishedAt: '2026-06-30',
    tags: ['AI agents', 'mentorship', 'learning support'],
    body: [
      {
        kind: 'paragraph',
        text: 'When learners get stuck, they either ask someone or give up. For years, the people they asked were overloaded trainers and busy colleagues, and many learners chose to give up instead. AI agents change that: an explanation, an example or a practice question is now seconds away.',
      },
      {
        kind: 'paragraph',
        text: 'But instant answers are not the same as good guidance. The best learning support combines AI agents and human mentors, and gives each the questions it handles best.',
      },
      { kind: 'heading', text: 'Questions AI agents handle well' },
      {
        kind: 'list',
        items: [
          'Explain this concept in simpler words, or with an example from my role',
          'Give me three practice questions on what I just learned',
          'What did the previous module say about this?',
          'Summarize the key steps of this procedure',
        ],
      },
      { kind: 'heading', text: 'Questions that need a person' },
      {
        kind: 'list',
        items: [
          'Is this the right career move for me?',
          'How does this apply to the messy situation my team is in right now?',
          'Can you review my work and tell me honestly how it would land?',
          'I am overwhelmed; what should I drop?',
        ],
      },
      { kind: 'heading', text: 'Designing the handover' },
      {
        kind: 'paragraph',
        text: 'The hardest part is the boundary. An agent should say when it is unsure, rather than inventing an answer, and offer to bring in a person. When it does, the mentor should receive the context: which module, what the learner asked and what the agent already suggested. That turns a cold request into a focused conversation.',
      },
      { kind: 'heading', text: 'Guardrails that build trust' },
      {
        kind: 'paragraph',
        text: "Learners trust AI agents when they know what the agents can see and what they cannot do. Ground answers in approved course material, show where an answer came from, route sensitive topics to people immediately, and never let an agent make decisions about someone's job. Mentors, in turn, gain time for the conversations only they can have.",
      },
    ],
  }),
  defineArticle({
    slug: 'onboarding-new-hires-finish',
    title: 'Designing onboarding that new hires actually finish',
    excerpt:
      'Long onboarding checklists lose new hires by the second week. How to design onboarding around skills, short modules and early wins instead.',
    category: 'Onboarding',
    author: authors.hannah,
    publishedAt: '2026-06-02',
    tags: ['onboarding', 'microlearning', 'new hires'],
    body: [
      {
        kind: 'paragraph',
        text: 'Onboarding is the one learning program every employee takes, and often the one they remember least. A typical program front-loads policies, systems and company history into the first week, then leaves new hires to work out the rest on their own.',
      },
      { kind: 'heading', text: 'Start with what the role needs in week one' },
      {
        kind: 'paragraph',
        text: 'Ask managers a simple question: what must a new hire be able to do by the end of their first week, first month and third month? Build onboarding backwards from those answers. Everything else can be available on demand rather than scheduled.',
      },
      { kind: 'heading', text: 'Personalize from day one' },
      {
        kind: 'paragraph',
        text: 'Experienced hires do not need the same content as graduates. A short skills check on day one lets onboarding skip what people already know and focus on the gaps that matter for the role, which shows new hires from the start that their experience is valued.',
      },
      { kind: 'heading', text: 'Keep modules short and practical' },
      {
        kind: 'paragraph',
        text: 'New hires are absorbing a lot at once. Modules of a few minutes, each ending with a small practical task, fit around meetings and introductions far better than hour-long sessions. Short demo clips that show a task in action before the learner tries it are especially effective for tools and processes.',
      },
      { kind: 'heading', text: 'Create early wins and human contact' },
      {
        kind: 'list',
        items: [
          'A first badge or certificate within the first few days',
          'A named buddy or mentor with a scheduled first conversation',
          'A small real task that contributes to the team in week one',
          'A clear view of progress so new hires know what is left',
        ],
      },
      { kind: 'heading', text: 'Measure completion and time to proficiency' },
      {
        kind: 'paragraph',
        text: 'Completion tells you whether the program is finishable. Time to proficiency tells you whether it works. Track both by team and role, and ask managers at the three-month mark whether the new hire can do what the program promised.',
      },
    ],
  }),
];

export const resourcesBlogPage: PageContent = {
  meta: routeMeta('/resources/blog'),
  sections: [
    pageHero({
      eyebrow: 'Blog',
      title: 'Ideas on learning, skills and innovation',
      subtitle:
        'Practical articles from the LXERA team on skills strategy, reskilling, engagement, analytics, mentorship and employee-led innovation.',
      actions: [linkAction('Read Success Stories', '/resources/success-stories')],
    }),
    { type: 'article-list', id: 'articles', title: 'Latest articles', articles: blogArticles },
  ],
};
