// Header navigation on desktop (menus) and at 390 px (expandable lists, at most one open).
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration.ts';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('menus show names, descriptions, View All and the Resources tagline', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Platform' }).click();
    await expect(nav.getByRole('link', { name: /AI Engine.*Skills gap analysis/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /View All/ })).toBeVisible();
    await nav.getByRole('button', { name: 'Resources' }).click();
    await expect(nav.getByText('Designed with ❤️ for human-centered innovation')).toBeVisible();
    await expect(nav.getByRole('link', { name: /AI Engine/ })).toHaveCount(0);
    await nav.getByRole('link', { name: /Glossary/ }).click();
    await expect(page).toHaveURL(/\/resources\/glossary$/);
    await expect(nav.getByRole('link', { name: /Glossary/ })).toHaveCount(0);
  });

  test('hovering opens a menu; Pricing and Sign In are links', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await expect(nav.getByRole('link', { name: /Citizen-Led Innovation/ })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Request a Demo opens the demo dialog', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Request a Demo' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Demo' })).toBeVisible();
    await expect(page.getByText('See the product in action with a personalized demonstration')).toBeVisible();
  });

  test('back to top appears after scrolling and Discover more jumps to why-lxera', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Discover more' }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'Four outcomes, one platform' })).toBeInViewport();
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens lists one at a time', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Platform' }).click();
    await expect(nav.getByRole('link', { name: /Security & Privacy/ })).toBeVisible();
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await expect(nav.getByRole('link', { name: /Security & Privacy/ })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Platform' })).toHaveAttribute('aria-expanded', 'false');
    // On '/', the mobile Request a Demo is hidden.
    await expect(nav.getByRole('link', { name: 'Request a Demo' })).toHaveCount(0);
    await nav.getByRole('link', { name: /Scalable Learning Support/ }).click();
    await expect(page).toHaveURL(/\/solutions\/scalable-learning-support$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('off the landing page, Request a Demo goes to the contact section', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request a Demo' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: /Ready to transform/ })).toBeInViewport();
  });
});
