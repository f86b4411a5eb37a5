// The contact-sales form of /company/contact end to end: validation, then a contact_sales ticket with its extras.
import { expect, test } from '@playwright/test';
import { superAdminClient, uniqueEmail } from './stack.ts';
import { waitForHydration } from '../support/hydration.ts';

test('the contact form asks for the required fields, then creates a contact_sales ticket', async ({ page }) => {
  const email = uniqueEmail('sales');
  await page.goto('/company/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Contact sales' });
  await form.getByRole('button', { name: 'Contact Sales' }).click();
  await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible();

  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Seller');
  await form.getByLabel('Work email').fill(email);
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Contact Corp');
  await form.getByLabel('Company size').selectOption('201-500');
  await form.getByLabel('Country').selectOption('Canada');
  await form.getByLabel('Annual budget').selectOption('50k_100k');
  await form.getByLabel('Timeline').selectOption('1_3_months');
  await form.getByLabel('Main use case').selectOption('reskilling_upskilling');
  await form.getByLabel('How can we help?').fill('We want to reskill 300 support agents this year.');
  await form.getByRole('button', { name: 'Contact Sales' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks, we have your message!' })).toBeVisible();
  await expect(form).toHaveCount(0);

  const admin = await superAdminClient();
  const { data, error } = await admin
    .from('tickets')
    .select('ticket_type, status, priority, company, budget_range, timeline, use_case, message')
    .eq('email', email);
  expect(error).toBeNull();
  expect(data).toEqual([
    expect.objectContaining({
      ticket_type: 'contact_sales',
      status: 'new',
      priority: 'medium',
      company: 'Contact Corp',
      budget_range: '50k_100k',
      timeline: '1_3_months',
      use_case: 'reskilling_upskilling',
    }),
  ]);
  await admin.from('tickets').delete().eq('email', email);
});
