import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './personas.ts';

/** Signs in through the /admin-login form (the page must already show it). */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/admin-login');
  await fillSignIn(page, email, password);
}
