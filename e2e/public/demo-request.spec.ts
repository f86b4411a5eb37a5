// A demo request end to end: the dialog, the ticket in the database (seen by the super admin), the scheduler step.
import { expect, test } from '@playwright/test';
import { superAdminClient, uniqueEmail } from './stack.ts';
import { waitForHydration } from '../support/hydration.ts';

test('a visitor requests a demo from the hero and the super admin sees the ticket', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('demo');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('region', { name: /Turn everyday learning/ }).getByRole('button', { name: 'Request a Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
  await dialog.getByRole('button', { name: 'Continue to Schedule →' }).click();
  await expect(page.getByText('Please fill in all required fields including company size and country.', { exact: true })).toBeVisible();

  await dialog.getByLabel('First name').fill('Jane');
  await dialog.getByLabel('Last name').fill('Tester');
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('E2E Corp');
  await dialog.getByLabel('Company size').selectOption('51-200');
  await dialog.getByRole('searchbox').fill('germ');
  await dialog.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Germany');
  await dialog.getByRole('button', { name: 'Add optional details' }).click();
  await dialog.getByLabel('Job title').fill('L&D Lead');
  await dialog.getByRole('button', { name: 'Continue to Schedule →' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks.getByText('Schedule your demo meeting')).toBeVisible();
  // No VITE_SCHEDULER_URL in the test build: the failure state shows.
  await expect(thanks.getByText('Unable to load the scheduler. Please try again later.')).toBeVisible();

  const admin = await superAdminClient();
  const { data, error } = await admin.from('tickets').select('id, ticket_type, source, email, company_size, country, job_title').eq('email', email);
  expect(error).toBeNull();
  expect(data).toEqual([
    expect.objectContaining({ ticket_type: 'demo_request', source: 'Hero Section', company_size: '51-200', country: 'Germany', job_title: 'L&D Lead' }),
  ]);

  await thanks.getByRole('button', { name: "I'll schedule later" }).click();
  await expect(page.getByText('Demo Request Received!', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Reopening starts from an empty first step.
  await page.getByRole('banner').getByRole('button', { name: 'Request a Demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Request a Demo' }).getByLabel('First name')).toHaveValue('');
  await admin.from('tickets').delete().eq('email', email);
});

test('on a phone the dialog is a bottom sheet with the mobile wording', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Book a Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to Schedule →' }).click();
  await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible();
});
