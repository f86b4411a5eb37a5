import { describe, it, expect } from 'vitest';
import * as aboutModule from './pages/about';
import { blogArticles } from './pages/blog';
import { careersPage, jobOpenings } from './pages/careers';
import { companyNews } from './pages/company-blog';
import { contactSalesForm } from './pages/contact';
import { glossaryTerms } from './pages/glossary';
import { platformPages } from './pages/platform';
import { pricingComparison, pricingFaq, pricingPage, pricingPlans } from './pages/pricing';
import { caseStudies } from './pages/success-stories';
import { solutionPages } from './pages/solutions';
import { notFoundCopy } from './pages/not-found';
import * as landing from './landing';
import { platformMenu, solutionsMenu } from './navigation';
import { PAGE_LOADERS, type ContentPath } from './page-loaders';
import { readingMinutes } from './reading-time';
import { findPublicRoute, PUBLIC_ROUTES, routeMeta } from './routes';
import { CLAIMS } from './site';
import type { PageContent } from './types';

/** Every string anywhere inside a value, with the key it sits under. */
function collectStrings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => collectStrings(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => collectStrings(child, childKey));
  }
  return [];
}

/** App routes outside the public site that content may link to (spec §2 auth and onboarding routes). */
const APP_ROUTES = new Set(['/login', '/early-access']);

const contentPaths = Object.keys(PAGE_LOADERS) as ContentPath[];
const pages = new Map<string, PageContent>();
for (const path of contentPaths) pages.set(path, await PAGE_LOADERS[path]());

describe('page loaders', () => {
  it('cover every public route except the landing page', () => {
    const expected = PUBLIC_ROUTES.map((route) => route.path).filter((path) => path !== '/');
    expect([...contentPaths].sort()).toEqual([...expected].sort());
  });

  it.each(contentPaths)('%s loads the page whose meta is the route meta', (path) => {
    expect(pages.get(path)?.meta).toBe(routeMeta(path));
  });
});

describe('every public page', () => {
  it.each(contentPaths)('%s opens with a hero carrying its heading', (path) => {
    const page = pages.get(path)!;
    const [first] = page.sections;
    expect(first?.type).toBe('hero');
    if (first?.type === 'hero') expect(first.title.length).toBeGreaterThan(5);
    expect(page.sections.filter((section) => section.type === 'hero')).toHaveLength(1);
  });

  it.each(contentPaths)('%s has unique section ids and real content', (path) => {
    const page = pages.get(path)!;
    const ids = page.sections.map((section) => section.id).filter((id) => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.sections.length).toBeGreaterThanOrEqual(2);
  });

  const allContent = [...pages.values(), landing, notFoundCopy];
  const allStrings = allContent.flatMap((content) => collectStrings(content));

  it('contains no placeholder text', () => {
    const placeholders = allStrings.filter(({ text }) => /lorem|ipsum|TODO|TBD|placeholder text|\bxxx\b/i.test(text));
    expect(placeholders).toEqual([]);
  });

  it('links only to known routes, app routes, in-page anchors or email addresses', () => {
    const hrefs = allStrings.filter(({ key }) => key === 'href').map(({ text }) => text);
    expect(hrefs.length).toBeGreaterThan(50);
    const unknown = hrefs.filter(
      (href) =>
        !href.startsWith('#') && !href.startsWith('mailto:') && !APP_ROUTES.has(href) && findPublicRoute(href) === undefined,
    );
    expect(unknown).toEqual([]);
  });

  it('quotes no percentage or multiplier beyond the spec claims', () => {
    // The one non-claim figure: the annual billing discount on the pricing page.
    const allowed = new Set([...Object.values(CLAIMS).map((claim) => claim.value), '20%']);
    const figures = allStrings.flatMap(({ text }) => text.match(/\b\d+(?:\.\d+)?(?:%|x\b)/g) ?? []);
    expect(figures.length).toBeGreaterThan(10);
    expect(figures.filter((figure) => !allowed.has(figure))).toEqual([]);
  });
});

describe('solution and platform pages', () => {
  it('has the eight solution pages in menu order', () => {
    const menuPaths = solutionsMenu.items.map((item) => item.href).filter((href) => href !== '/solutions');
    expect(solutionPages.map((page) => page.meta.path)).toEqual(menuPaths);
    expect(solutionPages).toHaveLength(8);
  });

  it('has the seven platform pages in menu order', () => {
    const menuPaths = platformMenu.items.map((item) => item.href).filter((href) => href !== '/platform');
    expect(platformPages.map((page) => page.meta.path)).toEqual(menuPaths);
    expect(platformPages).toHaveLength(7);
  });

  it.each([...solutionPages, ...platformPages].map((page) => [page.meta.path, page] as const))(
    '%s has capabilities, an FAQ and a closing call to action',
    (_path, page) => {
      const types = page.sections.map((section) => section.type);
      expect(types).toContain('feature-grid');
      expect(types).toContain('faq');
      expect(types.at(-1)).toBe('cta');
    },
  );
});

describe('pricing', () => {
  it('offers 3 to 4 plans with a price or Custom', () => {
    expect(pricingPlans.length).toBeGreaterThanOrEqual(3);
    expect(pricingPlans.length).toBeLessThanOrEqual(4);
    for (const plan of pricingPlans) expect(plan.price).toMatch(/^\$\d+$|^Custom$/);
    expect(pricingPlans.filter((plan) => plan.highlighted)).toHaveLength(1);
  });

  it('compares every plan on every row', () => {
    for (const group of pricingComparison) {
      for (const row of group.rows) expect(row.values).toHaveLength(pricingPlans.length);
    }
    const comparison = pricingPage.sections.find((section) => section.type === 'comparison');
    expect(comparison?.type === 'comparison' && comparison.columns).toEqual(pricingPlans.map((plan) => plan.name));
  });

  it('answers at least 8 questions', () => {
    expect(pricingFaq.length).toBeGreaterThanOrEqual(8);
  });
});

describe('articles', () => {
  const collections = { 'resources blog': blogArticles, 'company blog': companyNews };

  it('has at least 6 learning articles and 4 company posts', () => {
    expect(blogArticles.length).toBeGreaterThanOrEqual(6);
    expect(companyNews.length).toBeGreaterThanOrEqual(4);
  });

  it.each(Object.entries(collections))('%s: unique slugs, newest first, valid dates and reading times', (_name, articles) => {
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    const dates = articles.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(Number.isNaN(Date.parse(article.publishedAt))).toBe(false);
      expect(article.readingMinutes).toBe(readingMinutes(article.body));
      expect(article.body.filter((block) => block.kind === 'paragraph').length).toBeGreaterThanOrEqual(3);
      expect(article.excerpt.length).toBeGreaterThan(40);
    }
  });
});

describe('success stories', () => {
  it('tells at least 4 stories whose results are spec claims', () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(4);
    const claims = Object.values(CLAIMS);
    for (const story of caseStudies) {
      expect(story.challenge.length).toBeGreaterThan(0);
      expect(story.solution.length).toBeGreaterThan(0);
      for (const result of story.results) {
        expect(claims.some((claim) => claim.value === result.value && claim.label === result.label)).toBe(true);
      }
    }
  });
});

describe('glossary', () => {
  it('defines at least 30 terms in alphabetical order', () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(30);
    const names = glossaryTerms.map((term) => term.term);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('uses unique slugs and links related terms that exist', () => {
    const slugs = new Set(glossaryTerms.map((term) => term.slug));
    expect(slugs.size).toBe(glossaryTerms.length);
    for (const term of glossaryTerms) {
      for (const related of term.related ?? []) expect(slugs).toContain(related);
      expect(term.definition.length).toBeGreaterThan(60);
    }
  });
});

describe('careers', () => {
  it('lists open roles with team, location and type', () => {
    expect(jobOpenings.length).toBeGreaterThanOrEqual(5);
    for (const role of jobOpenings) {
      expect(role.team).not.toBe('');
      expect(role.location).not.toBe('');
      expect(['Full-time', 'Part-time', 'Contract', 'Internship']).toContain(role.type);
    }
    expect(careersPage.sections.some((section) => section.type === 'job-openings')).toBe(true);
  });
});

describe('contact-sales form', () => {
  it('creates contact_sales tickets and offers budget ranges, timelines and use cases', () => {
    expect(contactSalesForm.ticketType).toBe('contact_sales');
    for (const options of [contactSalesForm.budgetRanges, contactSalesForm.timelines, contactSalesForm.useCases]) {
      expect(options.length).toBeGreaterThanOrEqual(4);
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    }
  });

  it('requires the fields a ticket needs', () => {
    const required = Object.entries(contactSalesForm.fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name);
    expect(required).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'company', 'companySize', 'country', 'budgetRange', 'timeline', 'useCase']),
    );
  });
});

describe('company pages', () => {
  it('about page states the mission', () => {
    expect(aboutModule.aboutPage.sections.some((section) => section.id === 'mission')).toBe(true);
  });
});

describe('404 page', () => {
  it('carries the spec wording and popular links', () => {
    expect(notFoundCopy.code).toBe('404');
    expect(notFoundCopy.title).toBe('Oops! This page got lost in the cloud');
    expect(notFoundCopy.backHome.label).toBe('Back to Home');
    expect(notFoundCopy.goBack).toBe('Go Back');
    expect(notFoundCopy.popularLinks.map((link) => link.href)).toEqual(['/solutions', '/platform/how-it-works', '/pricing']);
  });
});

describe('legal pages', () => {
  it('show their last-updated date in 2026', () => {
    for (const path of ['/legal/privacy', '/legal/terms', '/legal/cookies'] as const) {
      const hero = pages.get(path)!.sections[0];
      expect(hero?.type === 'hero' && hero.note).toBe('Last updated: October 1, 2026');
    }
  });
});
