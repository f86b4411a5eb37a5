// The handshake between the build-time prerenderer (src/entry-server.tsx) and the browser entry: the router
// state of a prerendered page travels as JSON in the HTML, and the client resolves the lazy route modules
// of the current URL before it hydrates, so its first render matches the static markup exactly.
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

/** id of the <script type="application/json"> holding the router's hydration state. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** The JSON for the hydration script, safe inside <script> (no '<' can close the element). */
export function serializeHydrationData(data: HydrationState): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The hydration state of a prerendered page, or undefined on a page the browser renders from scratch. */
export function readHydrationData(doc: Document = document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}

/** Loads the lazy modules of every route matching `pathname` and merges them into the route objects. */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
