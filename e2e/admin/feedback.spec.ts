// Platform feedback end to end: the Acme admin sends it, the super admin finds it in /admin/feedback.
import { expect, test } from '@playwright/test';
import { personas } from '../../tests/support/personas.ts';
import { deleteTicketsMatching, signedInPage, uniqueMarker } from './support.ts';

const title = uniqueMarker('Export button freezes');

test.afterAll(async () => {
  await deleteTicketsMatching(title);
});

test('a company admin sends a bug report that the super admin finds with its details', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page: adminPage, context: admin } = await signedInPage(browser, personas.acmeAdmin.email);
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('button', { name: 'Platform Feedback' }).first().click();
  const dialog = adminPage.getByRole('dialog', { name: 'Platform Feedback' });
  await expect(dialog).toBeVisible();

  // Blank fields are refused with spec §8's toast and nothing is sent.
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(adminPage.getByText('Please provide both a title and description for your feedback', { exact: true })).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('The export button spins forever on the employees page.');
  await dialog.getByRole('button', { name: 'More options' }).click();
  await dialog.getByLabel(/Category/).selectOption('Data Processing');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel(/Steps to reproduce/).fill('Open Employees, click Export');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(adminPage.getByText('Feedback Submitted Successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await admin.close();

  const { page, context: superAdmin } = await signedInPage(browser, personas.superAdmin.email);
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await page.getByLabel('Search').fill(title);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bug report');
  await expect(row).toContainText('High');
  await row.getByRole('button', { name: /Daniel Carter/ }).click();

  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Daniel Carter' })).toBeVisible();
  await expect(panel).toContainText('admin@acme.test');
  await expect(panel).toContainText('Data Processing');
  await expect(panel).toContainText('Platform Dashboard');
  await expect(panel).toContainText('Open Employees, click Export');
  await expect(panel).toContainText('Acme');
  await superAdmin.close();
});
