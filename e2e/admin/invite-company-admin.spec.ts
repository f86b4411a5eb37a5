// The super admin creates a company and invites its admin; the invitee follows the mailed link, sets a
// password and lands on /dashboard as company_admin of that company.
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { personas } from '../../tests/support/personas.ts';
import { latestMail, uniqueEmail } from '../auth/support.ts';
import { signedInPage, uniqueMarker } from './support.ts';

const ADMIN_DB_URL = process.env.E2E_ADMIN_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? '54322'}/postgres`;

async function removeCompany(slug: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DB_URL });
  await client.connect();
  try {
    await client.query(
      `delete from auth.users where id in (
         select i.user_id from public.company_invitations i join public.companies c on c.id = i.company_id where c.slug = $1)`,
      [slug],
    );
    await client.query('delete from public.companies where slug = $1', [slug]);
  } finally {
    await client.end();
  }
}

test('a super admin invites a company admin who accepts by e-mail and lands on the dashboard', async ({ browser }) => {
  test.setTimeout(90_000);
  const marker = uniqueMarker('invite');
  const companyName = `Journey ${marker}`;
  const slug = `journey-${marker.toLowerCase()}`;
  const email = uniqueEmail('new-admin');
  const { page, context } = await signedInPage(browser, personas.superAdmin.email);
  try {
    await page.goto('/admin/companies');
    await page.getByRole('button', { name: 'New company' }).click();
    const form = page.getByRole('dialog', { name: 'New company' });
    await form.getByLabel('Company name').fill(companyName);
    await expect(form.getByLabel('Slug')).toHaveValue(slug);
    await form.getByLabel('Plan').selectOption('growth');
    await form.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByText('Company created', { exact: true })).toBeVisible();

    // The new company's panel opens; invite its admin from there.
    const panel = page.getByRole('dialog', { name: companyName });
    await panel.getByRole('button', { name: 'Invite admin' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a company admin' });
    await invite.getByLabel('Work e-mail').fill(email);
    await invite.getByLabel(/Full name/).fill('Nora New-Admin');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: email })).toContainText('Pending');

    const mail = await latestMail(email, /invited/i);
    const link = /https?:\/\/\S+\/verify\?\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    // The invitee, in a browser of their own.
    const invitee = await browser.newContext();
    try {
      const inviteePage = await invitee.newPage();
      await inviteePage.goto(link!);
      await expect(inviteePage.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
      await inviteePage.getByLabel('New password').fill('short');
      await inviteePage.getByLabel('Repeat password').fill('different');
      await inviteePage.getByRole('button', { name: 'Set password and continue' }).click();
      await expect(inviteePage.getByText('Use at least 8 characters')).toBeVisible();
      await inviteePage.getByLabel('New password').fill('nora-password-1');
      await inviteePage.getByLabel('Repeat password').fill('nora-password-1');
      await inviteePage.getByRole('button', { name: 'Set password and continue' }).click();
      await expect(inviteePage).toHaveURL(/\/dashboard$/);
      await expect(inviteePage.getByText('Company Admin').first()).toBeVisible();
    } finally {
      await invitee.close();
    }

    // The super admin sees the invitation accepted and the new admin under Users.
    await page.reload();
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Company admin');
    await expect(row).toContainText(companyName);
  } finally {
    await context.close();
    await removeCompany(slug);
  }
});
