import { expect, type Page } from '@playwright/test';

/**
 * Public pages are prerendered: their buttons are on screen before React has hydrated them, and a click
 * in between does nothing. Call after page.goto on a public page before interacting with its first screen.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Scrolls a prerendered page from top to bottom, so every island that waits for the viewport comes near it,
 * and waits until all of them are hydrated.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await waitForHydration(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y <= height; y += step) {
    // Two frames per step, so the viewport observer sees every position.
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
  await expect(page.locator('[data-island]:not([data-island-ready])')).toHaveCount(0);
}
