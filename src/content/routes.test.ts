import { describe, it, expect } from 'vitest';
import { footerColumns, legalLinks, mainNavigation, notFoundPopularLinks } from './navigation';
import { findPublicRoute, PUBLIC_ROUTES, ROUTE_ALIASES, routeMeta } from './routes';
import { DEFAULT_TITLE, PRODUCT_NAME, TAGLINE } from './site';

/** The public routes listed in spec §2, copied from the spec on purpose. */
const SPEC_PUBLIC_ROUTES = [
  '/',
  '/pricing',
  '/solutions',
  '/platform',
  '/resources',
  '/company/about',
  '/company/blog',
  '/company/careers',
  '/company/contact',
  '/legal/privacy',
  '/legal/terms',
  '/legal/cookies',
  '/solutions/ai-personalized-learning',
  '/solutions/workforce-reskilling-upskilling',
  '/solutions/ai-gamification-motivation',
  '/solutions/citizen-led-innovation',
  '/solutions/learning-analytics-engagement',
  '/solutions/ai-mentorship-support',
  '/solutions/enterprise-innovation-enablement',
  '/solutions/scalable-learning-support',
  '/platform/how-it-works',
  '/platform/ai-engine',
  '/platform/engagement-insights',
  '/platform/innovation-hub',
  '/platform/mentorship-support',
  '/platform/security-privacy',
  '/platform/integrations',
  '/resources/blog',
  '/resources/success-stories',
  '/resources/product-tour',
  '/resources/glossary',
];

const paths = PUBLIC_ROUTES.map((route) => route.path as string);

describe('public routes', () => {
  it.each(SPEC_PUBLIC_ROUTES)('lists %s exactly once', (path) => {
    expect(paths.filter((candidate) => candidate === path)).toHaveLength(1);
  });

  it('lists no route the spec does not name', () => {
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC_ROUTES].sort());
  });

  it.each(PUBLIC_ROUTES.map((route) => [route.path, route] as const))('%s has valid meta', (path, route) => {
    expect(route.meta.path).toBe(path);
    expect(route.meta.title.length).toBeLessThanOrEqual(60);
    expect(route.meta.title).toContain(PRODUCT_NAME);
    expect(route.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(route.meta.description.length).toBeLessThanOrEqual(160);
    expect(route.meta.keywords.length).toBeGreaterThan(0);
    expect(route.priority).toBeGreaterThan(0);
    expect(route.priority).toBeLessThanOrEqual(1);
  });

  it('gives every route its own title and description', () => {
    expect(new Set(PUBLIC_ROUTES.map((route) => route.meta.title)).size).toBe(PUBLIC_ROUTES.length);
    expect(new Set(PUBLIC_ROUTES.map((route) => route.meta.description)).size).toBe(PUBLIC_ROUTES.length);
  });

  it('uses the product name and tagline as the default title for /', () => {
    expect(DEFAULT_TITLE).toBe(`${PRODUCT_NAME} | ${TAGLINE}`);
    expect(DEFAULT_TITLE.toLowerCase()).toContain('first learning & innovation experience platform');
    expect(routeMeta('/').title).toBe(DEFAULT_TITLE);
  });
});

describe('findPublicRoute', () => {
  it('finds known paths, ignoring a trailing slash', () => {
    expect(findPublicRoute('/pricing')?.path).toBe('/pricing');
    expect(findPublicRoute('/pricing/')?.path).toBe('/pricing');
    expect(findPublicRoute('/')?.path).toBe('/');
  });

  it('follows the /privacy alias the demo form links to', () => {
    expect(ROUTE_ALIASES).toContainEqual({ path: '/privacy', target: '/legal/privacy' });
    expect(findPublicRoute('/privacy')?.meta).toBe(routeMeta('/legal/privacy'));
  });

  it('returns undefined for unknown paths, which render the 404 page', () => {
    expect(findPublicRoute('/does-not-exist')).toBeUndefined();
    expect(findPublicRoute('/solutions/unknown')).toBeUndefined();
  });

  it('throws for a path that is not a public route', () => {
    expect(() => routeMeta('/nope' as '/')).toThrow('Unknown public route: /nope');
  });
});

describe('navigation links', () => {
  const navHrefs = [
    ...mainNavigation.flatMap((entry) =>
      entry.kind === 'link'
        ? [entry.href]
        : [
            entry.section.href,
            ...entry.section.items.map((item) => item.href),
            ...(entry.section.footer.kind === 'view-all' ? [entry.section.footer.href] : []),
          ],
    ),
    ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
    ...legalLinks.map((link) => link.href),
    ...notFoundPopularLinks.map((link) => link.href),
  ];

  it.each(navHrefs)('%s is a known public route', (href) => {
    expect(findPublicRoute(href)).toBeDefined();
  });
});
