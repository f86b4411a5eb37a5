// Prerenders the public site after `vite build` and `vite build --ssr src/entry-server.tsx`: every public
// route of src/content/routes.ts becomes dist/<path>/index.html with its head tags and its content readable
// without JavaScript, the 404 page becomes dist/404.html, and sitemap.xml and robots.txt are written.
// dist/app.html keeps the empty shell for the screens the browser renders itself (sign-in, the areas).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ISLANDS_ENTRY, pageFirstLoad } from './lib/islands.mjs';

const dist = path.resolve('dist');
const server = await import(pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href);
// Vite's index.html is the template; a second run (index.html already prerendered) reads the kept shell.
const shell = path.join(dist, 'app.html');
const template = readFileSync(existsSync(shell) ? shell : path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// A prerendered page is readable before any JavaScript runs, so its script is fetched after the first
// contentful paint and never competes with it for bandwidth. The script is the islands entry (not the app's):
// it hydrates the page's interactive parts; the loader preloads the entry's imports and the modules of the
// islands hydrated at load, all at once.
const islandsEntryFile = manifest[ISLANDS_ENTRY].file;

function loaderFor(pageHtml) {
  const files = [...pageFirstLoad(manifest, pageHtml)].map((key) => manifest[key].file);
  const preloads = files.filter((file) => file !== islandsEntryFile);
  return `<script>
      (function () {
        // A click on an island's button before the island is hydrated is kept, and replayed once it is
        // (src/app/islands/hydrate-islands.tsx): an early click on a slow connection is not lost.
        var early = (window.__islandClicks = []);
        document.addEventListener('click', function (event) {
          var target = event.target;
          var button = target && target.closest ? target.closest('[data-island] button') : null;
          if (!button || button.closest('[data-island-ready]')) return;
          event.preventDefault();
          event.stopPropagation();
          if (early.indexOf(button) < 0) early.push(button);
          start();
        }, true);
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify(preloads.map((file) => `/${file}`))}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(`/${islandsEntryFile}`)};
          document.head.appendChild(script);
        }
        try {
          new PerformanceObserver(function (list, observer) {
            if (list.getEntriesByName('first-contentful-paint').length > 0) {
              observer.disconnect();
              setTimeout(start, 0);
            }
          }).observe({ type: 'paint', buffered: true });
        } catch (e) {
          requestAnimationFrame(function () { setTimeout(start, 0); });
        }
        // A page that does not paint (a background tab) still becomes interactive.
        setTimeout(start, 3000);
      })();
    </script>`;
}

function fill(page) {
  // The template's default description goes; the page's own tags take the title's place; the app's script
  // and its preloads give way to the islands loader.
  const html = template
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, page.head)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    ${loaderFor(page.html)}`);
  if (!html.includes(islandsEntryFile) || /<script type="module"|rel="modulepreload" crossorigin href/.test(html)) {
    throw new Error('index.html changed shape: update fill()');
  }
  return html;
}

function write(relativeFile, content) {
  const file = path.join(dist, relativeFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const fileFor = (routePath) => (routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`);

if (!existsSync(shell)) write('app.html', template);
let count = 0;
for (const route of server.PUBLIC_ROUTES) {
  const page = await server.renderPage(route.path);
  if (page.kind !== 'page' || page.status !== 200) throw new Error(`${route.path} did not render as a page (${page.kind} ${page.status})`);
  write(fileFor(route.path), fill(page));
  count += 1;
}

// The catch-all route renders the 404 page for any unknown path; hosts serve this file with status 404.
const notFound = await server.renderPage('/404');
if (notFound.kind !== 'page') throw new Error('the 404 page did not render');
write('404.html', fill(notFound));

// Aliases (/privacy) redirect; a static host without redirect rules still gets there without JavaScript.
for (const alias of server.ROUTE_ALIASES) {
  const target = escapeHtml(alias.target);
  write(
    fileFor(alias.path),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Redirecting…</title><link rel="canonical" href="${escapeHtml(
      new URL(alias.target, `${server.SITE_URL}/`).href,
    )}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"></head><body><a href="${target}">Continue to ${target}</a></body></html>\n`,
  );
}

const today = new Date().toISOString().slice(0, 10);
write('sitemap.xml', server.buildSitemapXml(today, server.SITE_URL));
write('robots.txt', server.buildRobotsTxt(server.SITE_URL));
console.log(`Prerendered ${count} public pages, 404.html, ${server.ROUTE_ALIASES.length} redirect(s), sitemap.xml and robots.txt (${server.SITE_URL}).`);
process.exit(0); // React Query's cache timers of the rendered pages would keep Node alive for minutes.
