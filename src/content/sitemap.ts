// sitemap.xml and robots.txt text built from the public route list, for the build step.
import { absoluteUrl } from './meta-tags';
import { PUBLIC_ROUTES, type PublicRoute } from './routes';
import { SITE_URL } from './site';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** lastModified is an ISO date (YYYY-MM-DD), usually the build date. */
export function buildSitemapXml(
  lastModified: string,
  siteUrl: string = SITE_URL,
  routes: readonly PublicRoute[] = PUBLIC_ROUTES,
): string {
  const entries = routes.map((route) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(route.path, siteUrl))}</loc>`,
      `    <lastmod>${escapeXml(lastModified)}</lastmod>`,
      `    <changefreq>${route.changeFrequency}</changefreq>`,
      `    <priority>${route.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Public pages are open to crawlers; the signed-in areas and auth flows are not. */
export function buildRobotsTxt(siteUrl: string = SITE_URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /learner',
    'Disallow: /auth/',
    'Disallow: /waiting-room',
    `Sitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n');
}
