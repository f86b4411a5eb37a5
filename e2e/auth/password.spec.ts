// Password sign-up and sign-in on /admin-login, the confirmation mail and /auth/callback.
import { expect, test } from '@playwright/test';
import { latestMail, uniqueEmail } from './support.ts';

test.describe('password sign-up and sign-in', () => {
  test('sign-up, the confirmation link, /auth/callback and home', async ({ page }) => {
    const email = uniqueEmail('sign-up');
    await page.goto('/admin-login');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Sam Signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-strong-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please check your email for a verification link before signing in.')).toBeVisible();

    const mail = await latestMail(email, /Confirm Your Email/);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(decodeURIComponent(link ?? '')).toContain('/auth/callback');
    await page.goto(link ?? '');
    // A new account is a learner: /auth/callback looks the role up and sends them home.
    await expect(page).toHaveURL(/\/learner$|\/$/);
    await expect(page).not.toHaveURL(/login/);
  });

  test('the required fields are asked for before anything is sent', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your full name')).toBeVisible();
  });

  test("a sign-in error shows the provider's message in a red alert", async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('whatever-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText(/invalid/i);
  });

  test('signing in before confirming the e-mail is refused with the provider message', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/admin-login');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Una Confirmed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-strong-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please check your email for a verification link before signing in.')).toBeVisible();
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-strong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText(/confirm/i);
  });

  test('/auth/callback without a session goes to /login; a failed link explains itself', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL('/login');
    await page.goto('/auth/callback?error=access_denied&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page).toHaveURL('/login?error=auth_callback_failed');
    await expect(page.getByRole('alert')).toHaveText(/could not sign you in from that link/);
  });
});
