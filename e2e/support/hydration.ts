import { expect, type Page } from '@playwright/test';

/**
 * Public pages are prerendered: their buttons are on screen before React has hydrated them, and a click
 * in between does nothing. Call after page.goto on a public page before interacting with it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
