import { hasEarlyClick } from './early-clicks';

/** How far outside the viewport an on-demand island starts loading, so it is ready when it scrolls in. */
const NEAR_VIEWPORT_MARGIN = '300px';

/** Runs `start` once: when the island nears the viewport, is pointed at or focused, or was already clicked. */
export function whenNear(island: HTMLElement, start: () => void): void {
  let started = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && begin(), {
    rootMargin: NEAR_VIEWPORT_MARGIN,
  });
  function begin() {
    if (started) return;
    started = true;
    observer.disconnect();
    island.removeEventListener('pointerover', begin);
    island.removeEventListener('focusin', begin);
    start();
  }
  // The island's element is display: contents (no box of its own): watch what it contains.
  const boxes = [...island.children];
  if (boxes.length === 0 || hasEarlyClick(island)) {
    begin();
    return;
  }
  for (const box of boxes) observer.observe(box);
  island.addEventListener('pointerover', begin);
  island.addEventListener('focusin', begin);
}
