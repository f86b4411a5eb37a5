import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/personas.ts';
import { waitForHydration } from './support/hydration.ts';

test('the landing page shows the product and a Sign In link', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toContainText('innovation');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
});

test('an unknown path shows the 404 page, which leads back home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: /Oops! This page got lost in the cloud/ })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  const popular = page.getByRole('navigation', { name: 'Popular pages' });
  await expect(popular.getByRole('link')).toHaveText(['Solutions', 'How It Works', 'Pricing']);
  expect(warnings.some((text) => text.includes('/this/page/does-not-exist'))).toBe(true);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the theme is remembered across visits', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test.describe('signed in as a learner on a phone', () => {
  test.use({ storageState: storageStateOf('learner'), viewport: { width: 390, height: 844 } });

  test('the bottom bar replaces the sidebar and its More menu lists the rest', async ({ page }) => {
    await page.goto('/learner');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Courses', 'Progress', 'Certificates']);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
    await bar.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Help', 'Feedback']);
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page).toHaveURL('/learner/help');
  });

  test('the current-course strip shows real progress', async ({ page }) => {
    await page.goto('/learner');
    const strip = page.getByRole('link', { name: /^Continue learning: .+, \d+% complete$/ });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  });
});

test.describe('signed in as a super admin on a desktop', () => {
  test.use({ storageState: storageStateOf('super_admin'), viewport: { width: 1280, height: 900 } });

  test('the sidebar collapses to icons and stays collapsed', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    const sidebarWidth = () => page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => nav.parentElement!.getBoundingClientRect().width);
    await expect.poll(sidebarWidth).toBe(64);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(sidebarWidth).toBe(256);
  });
});
