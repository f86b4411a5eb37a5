// What a prerendered page loads, read from the build: the islands entry, and the islands the page hydrates as
// soon as it loads. Shared by scripts/prerender.mjs (what to preload) and scripts/check-bundle.mjs (the
// budget); run from the repository root.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ISLANDS_ENTRY = 'src/islands-main.tsx';

/** Names of the islands a page hydrates as soon as it loads (the others wait until they are near the viewport). */
export function loadIslandNames(html) {
  return [...html.matchAll(/data-island="([^"]+)" data-hydrate="load"/g)].map((match) => match[1]);
}

/**
 * The manifest keys an island adds to a page's load: its own chunk for an on-demand island, nothing for a
 * first-screen island (bundled with the islands entry).
 */
export function islandModuleKeys(manifest, name) {
  const onDemand = `src/app/islands/on-demand/${name}.tsx`;
  if (manifest[onDemand]) return [onDemand];
  if (existsSync(path.resolve(`src/app/islands/first-screen/${name}.tsx`))) return [];
  throw new Error(`a page has an island "${name}" but the build has no module ${onDemand} and there is no first-screen module`);
}

/** Keys of `start` and every chunk they import statically, transitively. */
export function staticClosure(manifest, start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Manifest keys of what a prerendered page downloads before anyone scrolls or clicks. */
export function pageFirstLoad(manifest, html) {
  if (!manifest[ISLANDS_ENTRY]?.isEntry) throw new Error(`${ISLANDS_ENTRY} is not an entry of the build`);
  return staticClosure(manifest, [ISLANDS_ENTRY, ...loadIslandNames(html).flatMap((name) => islandModuleKeys(manifest, name))]);
}
