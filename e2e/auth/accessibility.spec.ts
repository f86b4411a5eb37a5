// axe on every sign-in and early-access screen: desktop and 390 px, light and dark; no serious or critical issue.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createLead, createLeadSession, latestMagicLinkToken, requestCode, uniqueEmail, useEarlyAccessSession } from './support.ts';

interface Screen {
  name: string;
  /** Prepares the browser and opens the screen; resolves once it is ready. */
  open: (page: Page) => Promise<void>;
}

const heading = async (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: 'login, e-mail step',
    open: async (page) => {
      await page.goto('/login?error=auth_callback_failed');
      await heading(page, 'Sign in to LXERA');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('Enter your email address')).toBeVisible();
    },
  },
  {
    name: 'login, code step',
    open: async (page) => {
      const email = uniqueEmail('axe-code');
      await createLead(email);
      await page.goto('/login');
      await requestCode(page, email);
    },
  },
  {
    name: 'login, not on the list',
    open: async (page) => {
      await page.goto('/login');
      await page.getByLabel('Work email').fill(uniqueEmail('axe-unknown'));
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('Not on the early access list yet?')).toBeVisible();
    },
  },
  {
    name: 'admin login, sign in',
    open: async (page) => {
      await page.goto('/admin-login');
      await heading(page, 'Sign in');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Enter your password')).toBeVisible();
    },
  },
  {
    name: 'admin login, sign up',
    open: async (page) => {
      await page.goto('/admin-login');
      await page.getByRole('tab', { name: 'Sign up' }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Enter your full name')).toBeVisible();
    },
  },
  {
    name: 'early access signup',
    open: async (page) => {
      await page.goto('/early-access');
      await heading(page, 'Join Early Access');
      await page.getByRole('button', { name: 'Get early access' }).click();
      await expect(page.getByText('Enter your first name')).toBeVisible();
    },
  },
  {
    name: 'onboarding profile',
    open: async (page) => {
      const email = uniqueEmail('axe-onboarding');
      await createLead(email);
      await page.goto(`/onboarding/early-access?token=${encodeURIComponent(await latestMagicLinkToken(email))}`);
      await expect(page.getByRole('button', { name: 'Complete profile' })).toBeVisible();
    },
  },
  {
    name: 'onboarding, invalid link',
    open: async (page) => {
      await page.goto('/onboarding/early-access?token=not-a-valid-token-at-all');
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'waiting room',
    open: async (page) => {
      const email = uniqueEmail('axe-waiting');
      await useEarlyAccessSession(page, await createLeadSession(email), email);
      await page.goto('/waiting-room');
      await heading(page, 'Overview');
      await expect(page.getByLabel('Your referral link')).toBeVisible();
    },
  },
];

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: '390 px', width: 390, height: 844 },
] as const;

for (const screen of SCREENS) {
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(() => {
        test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme });

        test(`${screen.name}, ${viewport.label}, ${colorScheme}`, async ({ page }) => {
          await screen.open(page);
          await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
          const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(
            blocking.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          ).toEqual([]);
        });
      });
    }
  }
}
