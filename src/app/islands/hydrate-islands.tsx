// The script of a prerendered public page. The page is complete HTML; this hydrates its islands (the header,
// the forms, the video) one root each: first-screen islands at once, on-demand ones when they come near the
// viewport or the visitor reaches for them. No router and no data cache are loaded.
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTES } from '@/components/island';
import { logger } from '@/lib/logger';
import { replayEarlyClicks } from './early-clicks';
import { IslandRoot, islandIdPrefix } from './island-root';
import { PageOverlays } from './page-overlays';
import { whenNear } from './when-near';

// Each island module exports its component as IslandComponent; its file name is the island's name. The
// first screen's islands (header, hero) ship inside this script; the others are fetched when they are needed.
const firstScreenModules = import.meta.glob<ComponentType<object>>('./first-screen/*.tsx', { import: 'IslandComponent', eager: true });
const onDemandModules = import.meta.glob<ComponentType<object>>('./on-demand/*.tsx', { import: 'IslandComponent' });

async function islandComponent(name: string | null): Promise<ComponentType<object>> {
  const bundled = firstScreenModules[`./first-screen/${name}.tsx`];
  if (bundled) return bundled;
  const load = onDemandModules[`./on-demand/${name}.tsx`];
  if (!load) throw new Error(`No island module named "${name}"`);
  return load();
}

async function hydrateIsland(element: HTMLElement, index: number): Promise<void> {
  const Component = await islandComponent(element.getAttribute(ISLAND_ATTRIBUTES.name));
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
  await new Promise<void>((resolve) => {
    const onReady = () => {
      element.setAttribute(ISLAND_ATTRIBUTES.ready, 'true');
      replayEarlyClicks(element);
      resolve();
    };
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task;
    // a click meanwhile is kept by the page's loader and replayed in onReady.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot pathname={window.location.pathname} onReady={onReady}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}

export function hydrateIslands(): void {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)];
  const hydratedAtOnce: Promise<void>[] = [];
  islands.forEach((element, index) => {
    const hydrate = () =>
      hydrateIsland(element, index).catch((error: unknown) => {
        // The island stays as prerendered: readable, its links working.
        logger.error('Could not hydrate an island of the page', error);
      });
    if (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) === 'visible') whenNear(element, () => void hydrate());
    else hydratedAtOnce.push(hydrate());
  });
  const overlays = document.createElement('div');
  document.body.append(overlays);
  createRoot(overlays).render(<PageOverlays />);
  // The end-to-end tests wait for this before they click (the same mark the app sets).
  void Promise.all(hydratedAtOnce).then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}
