// Platform settings persist: a super admin changes the mail sender name, reloads and finds it saved.
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { personas } from '../../tests/support/personas.ts';
import { signIn } from '../support/sign-in.ts';
import { uniqueMarker } from './support.ts';

const ADMIN_DB_URL = process.env.E2E_ADMIN_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? '54322'}/postgres`;
let original: unknown;

async function withDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DB_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  original = await withDb(async (db) => (await db.query("select value from public.platform_settings where key = 'mail_sender_name'")).rows[0]?.value);
});

test.afterAll(async () => {
  await withDb((db) => db.query("update public.platform_settings set value = $1 where key = 'mail_sender_name'", [JSON.stringify(original ?? 'LXERA')]));
});

test('a super admin changes the mail sender name and it is still there after a reload', async ({ page }) => {
  const name = `Academy ${uniqueMarker('e2e')}`;
  await signIn(page, personas.superAdmin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  const field = page.getByLabel('Sender name');
  await expect(field).toHaveValue(typeof original === 'string' ? original : /./);
  await field.fill(name);
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await expect(page.getByText('All changes saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Sender name')).toHaveValue(name);
  const stored = await withDb(async (db) => (await db.query("select value from public.platform_settings where key = 'mail_sender_name'")).rows[0]?.value);
  expect(stored).toBe(name);
});
