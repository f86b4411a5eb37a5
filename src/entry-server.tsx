// Build-time renderer of the public site (vite build --ssr; scripts/prerender.mjs calls it for every public
// route and the 404). It renders a URL with the app's route table to static HTML; the page's islands (its
// interactive parts) are rendered as roots of their own, exactly as the browser hydrates them.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { headTagsFor, type HeadTag } from '@/content/meta-tags';
import { notFoundMeta } from '@/content/pages/not-found';
import { findPublicRoute, PUBLIC_ROUTES, ROUTE_ALIASES } from '@/content/routes';
import { buildRobotsTxt, buildSitemapXml } from '@/content/sitemap';
import { SITE_URL } from '@/content/site';
import { IslandSlotsProvider, type IslandSlots } from './components/island';
import { IslandRoot, islandIdPrefix } from './app/islands/island-root';
import { AppProvider } from './app/provider';
import { documentTitleOf, type RouteHandle } from './app/route-handle';
import { routes } from './app/router';

export { buildRobotsTxt, buildSitemapXml, PUBLIC_ROUTES, ROUTE_ALIASES, SITE_URL };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Markup for inside #root. */
      html: string;
      /** <title>, meta and link tags for <head>. */
      head: string;
    };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tagHtml(tag: HeadTag): string {
  if (tag.kind === 'link') return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`;
  const key = tag.kind === 'meta-name' ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property)}"`;
  return `<meta ${key} content="${escapeHtml(tag.content)}" />`;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Fills each island's slot (in document order, the order the browser numbers them in) with its own root's HTML. */
async function renderIslands(html: string, slots: IslandSlots, pathname: string): Promise<string> {
  const slotPattern = /(<div data-island="[^"]*") data-island-key="([^"]*)"([^>]*)><\/div>/g;
  const parts: string[] = [];
  let last = 0;
  let index = 0;
  for (const match of html.matchAll(slotPattern)) {
    const slot = slots.get(match[2] ?? '');
    if (!slot) throw new Error(`island slot ${match[2]} was not registered`);
    const { component: Component, propsJson } = slot;
    const { prelude } = await prerenderToNodeStream(
      <IslandRoot pathname={pathname}>
        <Component {...(JSON.parse(propsJson) as object)} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(index) },
    );
    parts.push(html.slice(last, match.index), `${match[1]}${match[3]}>`, await streamToString(prelude), '</div>');
    last = match.index + match[0].length;
    index += 1;
  }
  if (index !== slots.size) throw new Error(`found ${index} island slots in the HTML, expected ${slots.size}`);
  parts.push(html.slice(last));
  return parts.join('');
}

/** Renders `pathname` as the browser's first render would, with the head tags the page sets itself. */
export async function renderPage(pathname: string, origin = 'http://localhost'): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every Suspense boundary, so no fallback reaches the static HTML.
  const slots: IslandSlots = new Map();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <IslandSlotsProvider value={slots}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandSlotsProvider>
      </AppProvider>
    </StrictMode>,
  );
  const html = await renderIslands(await streamToString(prelude), slots, pathname);

  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined).filter(Boolean);
  const route = findPublicRoute(pathname);
  const isKnown = route !== undefined && route.path === pathname;
  const { tags } = headTagsFor(isKnown ? route.meta : notFoundMeta, { noIndex: !isKnown });
  const title = documentTitleOf(handles.at(-1));
  const head = [`<title>${escapeHtml(title)}</title>`, ...tags.map(tagHtml)].join('\n    ');
  return { kind: 'page', status: context.statusCode, html, head };
}

/** True for a path the browser app renders itself (sign-in, the signed-in areas): hosts serve app.html there. */
export function isAppPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}
