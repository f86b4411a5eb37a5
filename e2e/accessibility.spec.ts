// An axe-core sweep of every shell screen: desktop and 390 px, light and dark; no serious or critical issue.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf, type Account } from './support/personas.ts';

interface Screen {
  name: string;
  path: string;
  role?: Account['role'];
  /** Something that shows the screen is ready. */
  ready: (page: Page) => Promise<void>;
  /** Open a menu or dialog before scanning. */
  open?: (page: Page) => Promise<void>;
  /** Only these viewports (default: all). */
  only?: 'desktop' | '390 px';
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const SCREENS: Screen[] = [
  // The public routes and the waiting room have their own sweeps (e2e/public, e2e/auth).
  { name: '404', path: '/no-such-page', ready: heading(/Oops!/) },
  { name: 'login', path: '/login', ready: heading('Sign in to LXERA') },
  { name: 'admin login', path: '/admin-login', ready: heading('Sign in') },
  { name: 'super admin', path: '/admin', role: 'super_admin', ready: heading('Dashboard') },
  { name: 'company admin', path: '/dashboard/employees', role: 'company_admin', ready: heading('Employees') },
  { name: 'learner', path: '/learner/courses', role: 'learner', ready: heading('My Courses') },
  {
    name: 'user menu',
    path: '/dashboard',
    role: 'company_admin',
    ready: heading('Dashboard'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'mobile More menu',
    path: '/learner',
    role: 'learner',
    only: '390 px',
    ready: heading('Dashboard'),
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'collapsed sidebar',
    path: '/dashboard',
    role: 'company_admin',
    only: 'desktop',
    ready: heading('Dashboard'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    },
  },
];

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: '390 px', width: 390, height: 844 },
] as const;

for (const screen of SCREENS) {
  for (const viewport of VIEWPORTS) {
    if (screen.only && screen.only !== viewport.label) continue;
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(() => {
        test.use({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme,
          storageState: screen.role ? storageStateOf(screen.role) : { cookies: [], origins: [] },
        });

        test(`${screen.name}, ${viewport.label}, ${colorScheme}`, async ({ page }) => {
          await page.goto(screen.path);
          await screen.ready(page);
          await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
          await screen.open?.(page);
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

test.describe('the platform feedback dialog', () => {
  test.use({ storageState: storageStateOf('company_admin') });

  test('is accessible when open', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Platform Feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Platform Feedback' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
