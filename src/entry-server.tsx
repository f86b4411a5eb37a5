// Build-time renderer of the public site (vite build --ssr; scripts/prerender.mjs calls it for every public
// route and the 404). It renders a URL with the same route table and providers as the browser, so the
// client hydrates the static markup instead of replacing it.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { headTagsFor, type HeadTag } from '@/content/meta-tags';
import { notFoundMeta } from '@/content/pages/not-found';
import { findPublicRoute, PUBLIC_ROUTES, ROUTE_ALIASES } from '@/content/routes';
import { buildRobotsTxt, buildSitemapXml } from '@/content/sitemap';
import { SITE_URL } from '@/content/site';
import { HYDRATION_DATA_ID, serializeHydrationData } from './app/hydration';
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
      /** The router state script, to place after #root. */
      hydrationScript: string;
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

/** Renders `pathname` as the browser's first render would, with the head tags the page sets itself. */
export async function renderPage(pathname: string, origin = 'http://localhost'): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every Suspense boundary, so no fallback reaches the static HTML.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const html = await streamToString(prelude);

  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined).filter(Boolean);
  const route = findPublicRoute(pathname);
  const isKnown = route !== undefined && route.path === pathname;
  const { tags } = headTagsFor(isKnown ? route.meta : notFoundMeta, { noIndex: !isKnown });
  const title = documentTitleOf(handles.at(-1));
  const head = [`<title>${escapeHtml(title)}</title>`, ...tags.map(tagHtml)].join('\n    ');
  const hydrationScript = `<script type="application/json" id="${HYDRATION_DATA_ID}">${serializeHydrationData({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  })}</script>`;
  return { kind: 'page', status: context.statusCode, html, head, hydrationScript };
}

/** True for a path the browser app renders itself (sign-in, the signed-in areas): hosts serve app.html there. */
export function isAppPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}
