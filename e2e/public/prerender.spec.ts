// The public site is prerendered: pages read without JavaScript, the SEO files are served, and an
// unknown path answers 404 (scripts/serve-dist.mjs serves the build as a static host should).
import { expect, test } from '@playwright/test';
import { findPublicRoute } from '../../src/content/routes.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/pricing', '/resources/glossary']) {
    test(`${path} shows its heading, copy and meta tags`, async ({ page }) => {
      const meta = findPublicRoute(path)?.meta;
      if (!meta) throw new Error(`${path} is not a public route`);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveCount(1);
      await expect(page).toHaveTitle(meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.getByRole('contentinfo')).toContainText('LXERA. All rights reserved.');
    });
  }
});

test('sitemap.xml lists every public route and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/pricing<\/loc>/);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('an unknown path answers 404 with the prerendered 404 page, and app screens still load', async ({ page, request }) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex, follow" />');
  expect((await request.get('/login')).status()).toBe(200);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /Oops!/ })).toBeVisible();
});
