// An early-access capture end to end: the lead row and the magic link in the local inbox.
import { expect, test } from '@playwright/test';
import { inbox, superAdminClient, uniqueEmail } from './stack.ts';
import { waitForHydration } from '../support/hydration.ts';

test('the hero capture puts the visitor on the list and mails a magic link', async ({ page }) => {
  const email = uniqueEmail('capture');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?utm_source=e2e&utm_campaign=launch');
  await waitForHydration(page);
  await page.getByRole('region', { name: /Turn everyday learning/ }).getByRole('button', { name: 'Get Early Access' }).click();
  await page.getByLabel('Work email').filter({ visible: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Get Access' }).filter({ visible: true }).click();
  await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible();

  await page.getByLabel('Work email').filter({ visible: true }).fill(email);
  await page.getByRole('button', { name: 'Get Access' }).filter({ visible: true }).click();
  await expect(page.getByText('Check your email to continue', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('We sent you a magic link', { exact: true }).filter({ visible: true })).toBeVisible();

  const admin = await superAdminClient();
  const { data: leads } = await admin.from('early_access_leads').select('source, utm_source, utm_campaign').eq('email', email);
  expect(leads).toEqual([{ source: 'hero_section', utm_source: 'e2e', utm_campaign: 'launch' }]);
  await expect.poll(async () => (await inbox(email)).length).toBeGreaterThan(0);
  const [message] = await inbox(email);
  expect(`${message.text ?? ''}${message.html ?? ''}`).toMatch(/https?:\/\/\S+/);
});
