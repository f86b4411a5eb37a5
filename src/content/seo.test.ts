import { describe, it, expect } from 'vitest';
import * as lucide from 'lucide-react';
import { ICON_NAMES } from './icon-names';
import { absoluteUrl, headTagsFor } from './meta-tags';
import * as landing from './landing';
import { PAGE_LOADERS, type ContentPath } from './page-loaders';
import { PUBLIC_ROUTES, routeMeta } from './routes';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';
import { mainNavigation } from './navigation';

describe('absoluteUrl', () => {
  it('joins origin and path once', () => {
    expect(absoluteUrl('/pricing', 'https://example.com/')).toBe('https://example.com/pricing');
    expect(absoluteUrl('/', 'https://example.com')).toBe('https://example.com/');
    expect(absoluteUrl('https://cdn.example.com/a.png', 'https://example.com')).toBe('https://cdn.example.com/a.png');
  });
});

describe('headTagsFor', () => {
  const head = headTagsFor(routeMeta('/pricing'), { siteUrl: 'https://example.com' });
  const content = (name: string) =>
    head.tags.find((tag) => (tag.kind === 'meta-name' && tag.name === name) || (tag.kind === 'meta-property' && tag.property === name));

  it('sets description, keywords, Open Graph and Twitter tags', () => {
    expect(head.title).toBe('Pricing | LXERA');
    for (const name of ['description', 'keywords', 'og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:title']) {
      expect(content(name)).toBeDefined();
    }
    expect(content('og:url')).toMatchObject({ content: 'https://example.com/pricing' });
    expect(content('og:image')).toMatchObject({ content: 'https://example.com/og/lxera-og.png' });
    expect(head.tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://example.com/pricing' });
  });

  it('marks pages such as the 404 as noindex on request', () => {
    const notFound = headTagsFor(routeMeta('/'), { noIndex: true });
    expect(notFound.tags).toContainEqual({ kind: 'meta-name', name: 'robots', content: 'noindex, follow' });
  });
});

describe('sitemap and robots', () => {
  it('lists every public route once with absolute URLs', () => {
    const xml = buildSitemapXml('2026-11-22', 'https://example.com');
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_ROUTES.length);
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/resources/glossary</loc>');
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>');
    expect(xml).not.toContain('<loc>https://example.com/privacy</loc>');
  });

  it('points crawlers at the sitemap and away from signed-in areas', () => {
    const robots = buildRobotsTxt('https://example.com');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
  });
});

describe('icons', () => {
  it.each(ICON_NAMES)('%s is a lucide-react icon', (name) => {
    expect(name in lucide).toBe(true);
  });

  it('lists only icons the content uses', async () => {
    const used = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === 'icon' && typeof child === 'string') used.add(child);
          else visit(child);
        }
      }
    };
    visit(landing);
    visit(mainNavigation);
    for (const path of Object.keys(PAGE_LOADERS) as ContentPath[]) visit(await PAGE_LOADERS[path]());
    expect([...ICON_NAMES].filter((name) => !used.has(name))).toEqual([]);
  });
});
