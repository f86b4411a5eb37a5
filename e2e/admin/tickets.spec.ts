// Ticket triage end to end: find a fresh demo request, work it through the status workflow, export, delete.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { personas } from '../../tests/support/personas.ts';
import { signIn } from '../support/sign-in.ts';
import { deleteTicketsMatching, submitDemoRequest, uniqueMarker } from './support.ts';

const marker = uniqueMarker('triage');
const email = `${marker}@example.test`;

test.afterAll(async () => {
  await deleteTicketsMatching(marker);
});

test('a super admin triages a ticket from new to closed, exports it and deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  await submitDemoRequest(email, `${marker} GmbH`);
  await signIn(page, personas.superAdmin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  await expect(page.getByText('Showing 1–1', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Demo request');
  await expect(row).toContainText('New');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));

  await row.getByRole('button', { name: /Tess Triage/ }).click();
  const panel = page.getByRole('dialog', { name: 'Tess Triage' });
  await expect(panel).toContainText('Please show us the course generator.');
  await expect(panel).toContainText('Not processed yet');

  await panel.getByLabel('Status').selectOption('in_progress');
  await expect(page.getByText('Status updated', { exact: true })).toBeVisible();
  await expect(panel).toContainText('Last processed');
  await panel.getByLabel('Priority').selectOption('high');
  await expect(page.getByText('Priority updated', { exact: true })).toBeVisible();
  await panel.getByLabel('Internal notes').fill('Called Tess, demo booked for Friday.');
  await panel.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved', { exact: true })).toBeVisible();
  await panel.getByLabel('Status').selectOption('resolved');
  await expect(panel.getByLabel('Status')).toHaveValue('resolved');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // The filters combine with the search and go to the server.
  await page.getByLabel('Status', { exact: true }).selectOption('resolved');
  await page.getByLabel('Priority', { exact: true }).selectOption('high');
  await expect(row).toContainText('Resolved');
  await expect(row).toContainText('High');
  await page.getByLabel('Status', { exact: true }).selectOption('new');
  await expect(page.getByText('No tickets match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');

  await page.getByLabel('Search').fill(email);
  // The search has reached the server once the footer shows the one match.
  await expect(page.getByText('Showing 1–1', { exact: true })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toContain('ticket_type,status,priority');
  expect(csv).toContain(email);
  expect(csv).toContain('Called Tess, demo booked for Friday.');
  expect(csv.trim().split('\n')).toHaveLength(2);

  await row.getByRole('button', { name: /Tess Triage/ }).click();
  await page.getByRole('dialog', { name: 'Tess Triage' }).getByRole('button', { name: 'Delete ticket' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this ticket?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete ticket' }).click();
  await expect(page.getByText('Ticket deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No tickets match these filters')).toBeVisible();
});

test.describe('as a learner', () => {
  test('the admin ticket list is out of reach', async ({ page }) => {
    await signIn(page, personas.acmeLearner.email);
    await expect(page).toHaveURL(/\/learner$/);
    await page.goto('/admin/tickets');
    await expect(page).toHaveURL(/\/learner$/);
  });
});
