// Every public route renders its heading and hydrates its islands without a console error; the 404 answers
// for unknown paths.
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../src/content/routes.ts';
import { hydrateAllIslands, waitForHydration } from '../support/hydration';

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} renders its heading and hydrates every island with no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveCount(1);
    await expect(page).toHaveTitle(route.meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.meta.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.meta.title);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} LXERA. All rights reserved.`);
    // A hydration mismatch would surface here as a console or page error.
    await hydrateAllIslands(page);
    expect(errors).toEqual([]);
  });
}

test('/privacy shows the privacy policy', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: /Oops!/ })).toBeVisible();
});

test('the 404 page goes back to the page the visitor came from', async ({ page }) => {
  await page.goto('/pricing');
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
