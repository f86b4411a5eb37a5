// axe on every public route, light and dark (desktop), plus the landing page and the demo dialog at 390 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../src/content/routes.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme, viewport: { width: 1280, height: 900 } });
    test.describe.configure({ timeout: 60_000 });
    for (const route of PUBLIC_ROUTES) {
      test(`${route.path}`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }

    test('landing and demo dialog at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Book a Demo' }).click();
      await expect(page.getByRole('dialog', { name: 'Request a Demo' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
