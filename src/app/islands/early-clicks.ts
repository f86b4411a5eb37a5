// Clicks on an island's buttons before the island is hydrated: the page's inline loader (scripts/prerender.mjs)
// keeps them in window.__islandClicks, and the island replays its own once React handles them.

declare global {
  interface Window {
    /** Buttons clicked before their island was hydrated. */
    __islandClicks?: HTMLElement[];
  }
}

const keptClicks = (): HTMLElement[] => window.__islandClicks ?? [];

export const hasEarlyClick = (island: HTMLElement): boolean => keptClicks().some((button) => island.contains(button));

/** Replays the clicks kept for this island's buttons; call once the island is hydrated. */
export function replayEarlyClicks(island: HTMLElement): void {
  const kept = keptClicks();
  for (const button of kept.filter((candidate) => island.contains(candidate))) {
    kept.splice(kept.indexOf(button), 1);
    button.click();
  }
}
