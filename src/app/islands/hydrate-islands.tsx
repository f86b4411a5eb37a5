// The script of a prerendered public page. The page is complete HTML; this hydrates its islands (the header,
// the forms, the video) one root each: at once for 'load' islands, and for 'visible' ones when they come within
// reach of the viewport or the visitor points at or focuses them. No router and no data cache are loaded.
import { lazy, startTransition, Suspense, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTES } from '@/components/island';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { hasTracking, TRACKING_IDS } from '@/config/tracking';
import { logger } from '@/lib/logger';
import { IslandRoot, islandIdPrefix } from './island-root';

// Each island module exports its component as IslandComponent; its file name is the island's name. The
// first screen's islands (header, hero) ship inside this script; the others are fetched when they are needed.
const firstScreen = import.meta.glob<ComponentType<object>>('./first-screen/*.tsx', { import: 'IslandComponent', eager: true });
const onDemand = import.meta.glob<ComponentType<object>>('./on-demand/*.tsx', { import: 'IslandComponent' });

async function islandComponent(name: string | null): Promise<ComponentType<object>> {
  const bundled = firstScreen[`./first-screen/${name}.tsx`];
  if (bundled) return bundled;
  const load = onDemand[`./on-demand/${name}.tsx`];
  if (!load) throw new Error(`No island module named "${name}"`);
  return load();
}

declare global {
  interface Window {
    /** Buttons clicked before their island was hydrated, kept by the page's loader (scripts/prerender.mjs). */
    __islandClicks?: HTMLElement[];
  }
}

/** Replays the clicks kept for this island's buttons, now that React handles them. */
function replayEarlyClicks(element: HTMLElement): void {
  const kept = window.__islandClicks ?? [];
  for (const button of kept.filter((candidate) => element.contains(candidate))) {
    kept.splice(kept.indexOf(button), 1);
    button.click();
  }
}

const hasEarlyClick = (element: HTMLElement) => (window.__islandClicks ?? []).some((button) => element.contains(button));

/** How far outside the viewport a 'visible' island starts loading, so it is ready when it scrolls in. */
const NEAR_VIEWPORT_MARGIN = '300px';

const CookieConsent = hasTracking(TRACKING_IDS)
  ? lazy(() => import('@/features/consent/components/cookie-consent').then((m) => ({ default: m.CookieConsent })))
  : null;

/** What sits over the page rather than in it: toasts, and the cookie banner when tracking is configured. */
function PageOverlays() {
  return (
    <>
      <ToastOutlet />
      {CookieConsent ? (
        <Suspense fallback={null}>
          <CookieConsent ids={TRACKING_IDS} />
        </Suspense>
      ) : null}
    </>
  );
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
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task; a
    // click on an island before it is done still gets priority (React hydrates that part first).
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

/** Runs `start` once: when the island nears the viewport, or is pointed at or focused before that. */
function whenNear(element: HTMLElement, start: () => void): void {
  let started = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && begin(), {
    rootMargin: NEAR_VIEWPORT_MARGIN,
  });
  function begin() {
    if (started) return;
    started = true;
    observer.disconnect();
    element.removeEventListener('pointerover', begin);
    element.removeEventListener('focusin', begin);
    start();
  }
  // The island's element is display: contents (no box of its own): watch what it contains.
  const boxes = [...element.children];
  if (boxes.length === 0 || hasEarlyClick(element)) {
    begin();
    return;
  }
  for (const box of boxes) observer.observe(box);
  element.addEventListener('pointerover', begin);
  element.addEventListener('focusin', begin);
}

export function hydrateIslands(): void {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)];
  const firstScreen: Promise<void>[] = [];
  elements.forEach((element, index) => {
    const hydrate = () =>
      hydrateIsland(element, index).catch((error: unknown) => {
        // The island stays as prerendered: readable, its links working.
        logger.error('Could not hydrate an island of the page', error);
      });
    if (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) === 'visible') whenNear(element, () => void hydrate());
    else firstScreen.push(hydrate());
  });
  const overlays = document.createElement('div');
  document.body.append(overlays);
  createRoot(overlays).render(<PageOverlays />);
  // The end-to-end tests wait for this before they click (the same mark the app sets).
  void Promise.all(firstScreen).then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}
