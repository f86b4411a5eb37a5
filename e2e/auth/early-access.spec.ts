// Joining early access, the magic link and the profile, against the real functions and RPCs.
import { expect, test } from '@playwright/test';
import { latestMagicLinkToken, uniqueEmail } from './support.ts';

test.describe('early-access signup and onboarding', () => {
  test('a visitor joins, follows the magic link and completes the profile', async ({ page }) => {
    const email = uniqueEmail('join');
    await page.goto('/early-access');
    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill('Joiner');
    await page.getByLabel('Work email').fill(email.toUpperCase());
    await page.getByLabel('Company', { exact: true }).fill('Joiners Ltd');
    await page.getByLabel('Company size').selectOption('51-200');
    await page.getByLabel('Your role (optional)').fill('Head of People');
    await page.getByLabel('How did you hear about us? (optional)').selectOption('LinkedIn');
    await page.getByRole('button', { name: 'Get early access' }).click();
    await expect(page.getByText('Check Your Email!')).toBeVisible();
    await expect(page.getByText('We sent you a magic link to complete your profile.')).toBeVisible();

    const token = await latestMagicLinkToken(email);
    await page.goto(`/onboarding/early-access?token=${encodeURIComponent(token)}`);
    // The single-use token leaves the address bar once redeemed.
    await expect(page).toHaveURL('/onboarding/early-access');
    await expect(page.getByLabel('Full name')).toHaveValue('Jo Joiner');
    await expect(page.getByLabel('Company (optional)')).toHaveValue('Joiners Ltd');
    await page.getByLabel('What would you like to use LXERA for? (optional)').fill('Close skills gaps');
    await page.getByRole('button', { name: 'Complete profile' }).click();
    await expect(page).toHaveURL('/waiting-room');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome, Jo.')).toBeVisible();
    // Locked areas are shown but not clickable.
    await expect(page.getByRole('link', { name: 'Positions' })).toHaveCount(0);

    // The link works once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/onboarding/early-access?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  });

  test('the signup form asks for the required fields', async ({ page }) => {
    await page.goto('/early-access');
    await page.getByRole('button', { name: 'Get early access' }).click();
    await expect(page.getByText('Enter your first name')).toBeVisible();
    await expect(page.getByText('Enter your work email')).toBeVisible();
    await expect(page.getByText('Choose a company size')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
  });
});
