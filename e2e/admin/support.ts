// Helpers of the super-admin journeys: tickets created through the real submit-ticket function,
// and a superuser connection to clean up what a failed run left behind.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { signIn } from '../support/sign-in.ts';
import { LOCAL_ANON_KEY as LOCAL_SUPABASE_ANON_KEY } from '../../local-stack/config.ts';

const STACK_URL = process.env.E2E_STACK_URL ?? 'http://127.0.0.1:54321';
const ADMIN_DB_URL = process.env.E2E_ADMIN_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? '54322'}/postgres`;

export function uniqueMarker(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A demo request as an anonymous visitor sends it; resolves to nothing (the admin finds it by e-mail). */
export async function submitDemoRequest(email: string, company: string): Promise<void> {
  const response = await fetch(`${STACK_URL}/functions/v1/submit-ticket`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SUPABASE_ANON_KEY,
      Authorization: `Bearer ${LOCAL_SUPABASE_ANON_KEY}`,
      'Content-Type': 'application/json',
      // A made-up client address, so the function's per-address brake never trips a run.
      'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({
      ticketType: 'demo_request',
      firstName: 'Tess',
      lastName: 'Triage',
      email,
      company,
      companySize: '51-200',
      country: 'Germany',
      message: 'Please show us the course generator.',
      source: 'e2e',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Removes tickets whose search text contains `marker` (a no-op when the journey deleted them itself). */
export async function deleteTicketsMatching(marker: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DB_URL });
  await client.connect();
  try {
    await client.query('delete from public.tickets where search_text like $1', [`%${marker.toLowerCase()}%`]);
  } finally {
    await client.end();
  }
}

/**
 * A fresh context signed in through /admin-login. The journeys do not share the saved role states: other
 * runs clean test-results/ and two contexts refreshing one saved token would race.
 */
export async function signedInPage(browser: Browser, email: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/admin-login/);
  return { page, context };
}
