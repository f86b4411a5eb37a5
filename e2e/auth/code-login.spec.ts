// The early-access login against the real functions: the code is read from the local inbox.
import { expect, test } from '@playwright/test';
import { createLead, expireCodes, latestCode, requestCode, typeCode, uniqueEmail, wrongCodeFor } from './support.ts';

test.describe('early-access code login', () => {
  test('a lead signs in with the mailed code and lands in the waiting room', async ({ page }) => {
    const email = uniqueEmail('code-login');
    await createLead(email);
    await page.goto('/login');
    // The e-mail is lowercased before every call.
    await requestCode(page, email.toUpperCase());
    await expect(page.getByText('Code sent!').first()).toBeVisible();
    await expect(page.getByText('Check your email for the 6-digit verification code.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify code' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');

    await typeCode(page, await latestCode(email));
    await expect(page).toHaveURL('/waiting-room');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('On the waitlist')).toBeVisible();
    await expect(page.getByLabel('Your referral link')).toHaveValue(/\/early-access\?ref=/);
    expect(await page.evaluate(() => localStorage.getItem('earlyAccessEmail'))).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('earlyAccessToken'))).toMatch(/^[\w-]{43}$/);

    // Signing out revokes the token: the waiting room is closed afterwards.
    const token = await page.evaluate(() => localStorage.getItem('earlyAccessToken'));
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await page.evaluate((t) => localStorage.setItem('earlyAccessToken', t ?? ''), token);
    await page.goto('/waiting-room');
    await expect(page).toHaveURL('/login');
  });

  test('a wrong code is refused and the boxes are cleared', async ({ page }) => {
    const email = uniqueEmail('wrong-code');
    await createLead(email);
    await page.goto('/login');
    await requestCode(page, email);
    await typeCode(page, wrongCodeFor(await latestCode(email)));
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
    await expect(page.getByLabel('Digit 1 of 6')).toBeEnabled();
    await expect(page).toHaveURL('/login');
  });

  test('an expired code is refused', async ({ page }) => {
    const email = uniqueEmail('expired-code');
    await createLead(email);
    await page.goto('/login');
    await requestCode(page, email);
    const code = await latestCode(email);
    await expireCodes(email);
    await typeCode(page, code);
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
  });

  test('the fifth wrong try kills the code', async ({ page }) => {
    const email = uniqueEmail('five-tries');
    await createLead(email);
    await page.goto('/login');
    await requestCode(page, email);
    const code = await latestCode(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await typeCode(page, wrongCodeFor(code));
      await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
    }
    await typeCode(page, code);
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
    await expect(page).toHaveURL('/login');
  });

  test('Change email returns to the e-mail step without the error', async ({ page }) => {
    const email = uniqueEmail('change-email');
    await createLead(email);
    await page.goto('/login');
    await requestCode(page, email);
    await typeCode(page, wrongCodeFor(await latestCode(email)));
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByLabel('Work email')).toHaveValue(email);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an e-mail that is not on the list is offered early access', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Work email').fill(uniqueEmail('not-on-list'));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Not on the early access list yet?')).toBeVisible();
    await page.getByRole('link', { name: 'Get early access (30 seconds, no card required)' }).click();
    await expect(page).toHaveURL('/early-access');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Early Access' })).toBeVisible();
  });

  test('the waiting room needs a valid token', async ({ page }) => {
    await page.goto('/waiting-room');
    await expect(page).toHaveURL('/login');
    await page.evaluate(() => localStorage.setItem('earlyAccessToken', 'not-a-real-token-but-long-enough'));
    await page.goto('/waiting-room');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('earlyAccessToken'))).toBeNull();
  });

  for (const [code, message] of [
    ['auth_callback_failed', /could not sign you in from that link/],
    ['unexpected_error', /Something went wrong while signing you in/],
  ] as const) {
    test(`/login explains ?error=${code}`, async ({ page }) => {
      await page.goto(`/login?error=${code}`);
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }
});
