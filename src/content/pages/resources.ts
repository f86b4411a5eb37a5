// /resources: the hub linking the blog, success stories, product tour and glossary.
import { resourcesMenu } from '../navigation';
import { routeMeta } from '../routes';
import { DEMO_SOURCES } from '../sources';
import type { PageContent } from '../types';
import { blogArticles } from './blog';
import { demoAction, linkAction, pageHero } from './shared-sections';

export const resourcesOverviewPage: PageContent = {
  meta: routeMeta('/resources'),
  sections: [
    pageHero({
      eyebrow: 'Resources',
      title: 'Resources for learning and innovation leaders',
      subtitle:
        'Practical articles, customer stories, a guided product tour and a glossary to help you plan programs that build skills and ideas.',
      actions: [linkAction('Take the Product Tour', '/resources/product-tour'), demoAction(DEMO_SOURCES.resources)],
    }),
    {
      type: 'feature-grid',
      id: 'library',
      title: 'Explore the library',
      columns: 4,
      items: resourcesMenu.items.map((item) => ({
        icon: item.icon ?? 'BookOpen',
        title: item.name,
        description: item.description,
        href: item.href,
      })),
    },
    { type: 'article-list', id: 'latest', title: 'Latest from the blog', articles: blogArticles.slice(0, 3) },
    {
      type: 'cta',
      id: 'get-started',
      title: 'Ready to see LXERA in action?',
      body: 'Book a personalized demo or start with one team on early access.',
      actions: [demoAction(DEMO_SOURCES.resources), linkAction('Get Early Access', '/early-access')],
      note: 'Designed with ❤️ for human-centered innovation',
    },
  ],
};
