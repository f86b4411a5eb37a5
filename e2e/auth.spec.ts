import { expect, test } from '@playwright/test';
import { accounts, personaOfRole, storageStateOf } from './support/personas.ts';
import { fillSignIn, signIn } from './support/sign-in.ts';

test.describe('sign-in', () => {
  for (const account of accounts) {
    test(`${account.email} signs in and lands on ${account.home}`, async ({ page }) => {
      await signIn(page, account.email);
      await expect(page).toHaveURL(account.home);
      await expect(page.getByRole('banner').getByText(account.title, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page).toHaveTitle('Dashboard | LXERA');
    });
  }

  test('a wrong password shows the provider message in a red alert', async ({ page }) => {
    await signIn(page, personaOfRole.learner.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(/invalid/i);
    await expect(page).toHaveURL('/admin-login');
  });

  test('a deep link opened while signed out comes back after sign-in', async ({ page }) => {
    await page.goto('/admin/tickets');
    await expect(page).toHaveURL('/login?from=%2Fadmin%2Ftickets');
    await page.getByRole('link', { name: 'Sign in with email and password' }).click();
    await expect(page).toHaveURL('/admin-login?from=%2Fadmin%2Ftickets');
    await fillSignIn(page, personaOfRole.super_admin.email);
    await expect(page).toHaveURL('/admin/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  });
});

test.describe('signed in as a company admin', () => {
  test.use({ storageState: storageStateOf('company_admin') });

  test('a URL of another role redirects to the own home', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/learner/courses');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the sidebar navigates inside the area and moves focus to the new heading', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL('/dashboard/employees');
    const heading = page.getByRole('heading', { level: 1, name: 'Employees' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Employees | LXERA');
    await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  });

  test('the user menu shows the name and e-mail and links to Settings', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(personaOfRole.company_admin.email);
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible();
  });
});

test('sign out ends the session and the areas ask to sign in again', async ({ page }) => {
  await signIn(page, personaOfRole.learner.email);
  await expect(page).toHaveURL('/learner');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/learner');
  await expect(page).toHaveURL('/login?from=%2Flearner');
});
