// Prerendered pages run as islands: the first screen loads React and its own islands only (no router, no
// data cache, no Supabase client), the rest hydrates as it scrolls near, and every island works once hydrated.
import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrateAllIslands, waitForHydration } from '../support/hydration';

/** Scripts the page requested, by file name. */
/** The app's entry and its router and data-cache chunk, the Supabase client, the signed-in areas. */
const APP_ONLY_SCRIPT = /\/assets\/(app|app-framework|supabase|admin|dashboard|learner)-[\w-]{8}\.js$/;

function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test(`${viewport.name}: / loads its first screen without the app's libraries and hydrates the rest on scroll`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const scripts = scriptRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    expect(scripts.some((file) => /\/assets\/islands-/.test(file))).toBe(true);
    expect(scripts.filter((file) => APP_ONLY_SCRIPT.test(file))).toEqual([]);
    // Below the fold: not hydrated until the visitor gets near.
    await expect(page.locator('[data-island="copyright-line"]')).not.toHaveAttribute('data-island-ready');

    await hydrateAllIslands(page);
    expect(scripts.filter((file) => APP_ONLY_SCRIPT.test(file))).toEqual([]);
  });
}

test('an island below the fold works once scrolled to: the lower capture expands into its form', async ({ page }) => {
  await page.goto('/');
  await hydrateAllIslands(page);
  const contact = page.locator('#contact');
  await contact.getByRole('button', { name: 'Get Early Access' }).click();
  await expect(contact.getByRole('textbox', { name: /email/i })).toBeFocused();
});

test('an island picks up its theme and dialog: the header toggles the theme and opens the demo dialog', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  const html = page.locator('html');
  const wasDark = await html.evaluate((element) => element.classList.contains('dark'));
  await page.getByRole('banner').getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
  await page.getByRole('banner').getByRole('button', { name: 'Request a Demo' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a click on an island before it is hydrated is kept and replayed once it is', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the islands script back, as a slow connection would.
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: 'Request a Demo' }).click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
});
