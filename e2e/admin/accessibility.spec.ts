// axe on the super-admin ticket screens and the feedback dialog: desktop and 390 px, light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { personas } from '../../tests/support/personas.ts';
import { signIn } from '../support/sign-in.ts';

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${label}: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const VARIANTS = [
  { width: 1280, height: 900, colorScheme: 'light' },
  { width: 1280, height: 900, colorScheme: 'dark' },
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
] as const;

/** Scans the screen in each viewport and colour scheme, reloading so the theme follows the scheme. */
async function scanEverywhere(page: Page, path: string, ready: (page: Page) => Promise<void>, label: string) {
  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: variant.height });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.goto(path);
    await ready(page);
    await expect(page.locator('html')).toHaveClass(variant.colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoSeriousViolations(page, `${label} ${variant.width}px ${variant.colorScheme}`);
  }
}

const LISTS = [
  ['/admin/tickets', 'Tickets'],
  ['/admin/feedback', 'Feedback'],
  ['/admin/demo-requests', 'Demo Requests'],
] as const;

for (const [path, title] of LISTS) {
  test(`${path} has no serious or critical violations`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, personas.superAdmin.email);
    await expect(page).toHaveURL(/\/admin$/);
    await scanEverywhere(
      page,
      path,
      async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(p.getByRole('table', { name: 'Tickets' }).or(p.getByText(/No tickets/))).toBeVisible();
        await expect(p.getByText(/^Showing|No tickets/).first()).toBeVisible();
      },
      title,
    );
  });
}

test('the ticket detail panel has no serious or critical violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, personas.superAdmin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await scanEverywhere(
    page,
    '/admin/feedback',
    async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
      await p.getByRole('row').nth(1).getByRole('button').click();
      await expect(p.getByLabel('Internal notes')).toBeVisible();
    },
    'detail panel',
  );
});

test('the feedback dialog with its options open has no serious or critical violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, personas.acmeAdmin.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await scanEverywhere(
    page,
    '/dashboard',
    async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const entry = p.getByRole('button', { name: 'Platform Feedback' });
      if (await entry.first().isVisible()) await entry.first().click();
      else {
        await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
        await p.getByRole('menuitem', { name: 'Platform Feedback' }).click();
      }
      const dialog = p.getByRole('dialog', { name: 'Platform Feedback' });
      await dialog.getByRole('button', { name: 'More options' }).click();
      await expect(dialog.getByLabel(/Steps to reproduce/)).toBeVisible();
    },
    'feedback dialog',
  );
});

const INSIGHT_SCREENS = [
  ['/admin', 'Dashboard', (p: Page) => expect(p.getByText(/^Counted /)).toBeVisible()],
  ['/admin/courses', 'Courses', (p: Page) => expect(p.getByText(/^Showing|No courses/).first()).toBeVisible()],
  ['/admin/analytics', 'Analytics', (p: Page) => expect(p.getByText(/in this period|on the busiest day/).first()).toBeVisible()],
  ['/admin/settings', 'Settings', (p: Page) => expect(p.getByLabel('Sender name')).toBeVisible()],
] as const;

for (const [path, title, loaded] of INSIGHT_SCREENS) {
  test(`${path} has no serious or critical violations`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, personas.superAdmin.email);
    await expect(page).toHaveURL(/\/admin$/);
    await scanEverywhere(
      page,
      path,
      async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await loaded(p);
      },
      title,
    );
  });
}

const OPERATIONS_SCREENS = [
  ['/admin/companies', 'Companies', (p: Page) => expect(p.getByRole('table', { name: 'Companies' })).toBeVisible()],
  ['/admin/users', 'Users', (p: Page) => expect(p.getByRole('table', { name: 'Users' })).toBeVisible()],
] as const;

for (const [path, title, loaded] of OPERATIONS_SCREENS) {
  test(`${path} and its detail panel have no serious or critical violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, personas.superAdmin.email);
    await expect(page).toHaveURL(/\/admin$/);
    await scanEverywhere(
      page,
      path,
      async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await loaded(p);
        await expect(p.getByText(/^Showing/)).toBeVisible();
      },
      title,
    );
    // The detail panel with its forms and recent history, in the last variant (390 px, dark).
    await page.getByRole('row').nth(1).getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('button', { name: /^(Deactivate|Reactivate) (company|user)$/ })).toBeVisible();
    await expectNoSeriousViolations(page, `${title} detail panel`);
  });
}
