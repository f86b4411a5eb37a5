// Helpers of the sign-in and early-access journeys: the local inbox, leads created through the real
// edge function, and the stack's database for what only time could do (expiring a code).
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { LOCAL_ANON_KEY as LOCAL_SUPABASE_ANON_KEY } from '../../local-stack/config.ts';

// The stack the app under test talks to; other ports can be given for a stack of one's own.
const STACK_URL = process.env.E2E_STACK_URL ?? 'http://127.0.0.1:54321';
const INBOX_URL = process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:54324';
const DB_PORT = process.env.E2E_DB_PORT ?? '54322';
const ADMIN_DB_URL = process.env.E2E_ADMIN_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${DB_PORT}/postgres`;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A made-up client address per call, so the coarse per-address brake of the functions never trips a run. */
function forwardedFor(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest mail to `email` whose subject matches, waiting for it to arrive. */
export async function latestMail(email: string, subject: RegExp, after?: string): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${INBOX_URL}/api/messages?to=${encodeURIComponent(email.toLowerCase())}`);
        const messages = (await response.json()) as InboxMessage[];
        found = messages.find((m) => subject.test(m.subject) && (!after || m.created_at > after));
        return Boolean(found);
      },
      { message: `a mail "${subject.source}" to ${email}` },
    )
    .toBe(true);
  return found as InboxMessage;
}

export async function latestCode(email: string, after?: string): Promise<string> {
  const mail = await latestMail(email, /verification code/, after);
  const code = /verification code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** The token of the newest magic link mailed to `email`. */
export async function latestMagicLinkToken(email: string): Promise<string> {
  const mail = await latestMail(email, /early access profile/);
  const link = /https?:\/\/\S+\/onboarding\/early-access\?token=([\w%-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error('no magic link in the mail');
  return decodeURIComponent(link[1]);
}

async function call(path: string, body: unknown): Promise<Response> {
  return fetch(`${STACK_URL}${path}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SUPABASE_ANON_KEY,
      Authorization: `Bearer ${LOCAL_SUPABASE_ANON_KEY}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': forwardedFor(),
    },
    body: JSON.stringify(body),
  });
}

/** Joins the early-access list through submit-ticket, as the /early-access form does. */
export async function createLead(email: string, firstName = 'Lena', lastName = 'Lead'): Promise<void> {
  const response = await call('/functions/v1/submit-ticket', {
    ticketType: 'early_access',
    firstName,
    lastName,
    email,
    company: 'Lead Labs',
    companySize: '11-50',
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** A lead with a session token, as if they had just signed in: the magic link redeemed by the RPC. */
export async function createLeadSession(email: string): Promise<string> {
  await createLead(email);
  const response = await call('/rest/v1/rpc/redeem_magic_link', { p_token: await latestMagicLinkToken(email) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Opens pages of this context with the early-access session in localStorage. */
export async function useEarlyAccessSession(page: Page, token: string, email: string): Promise<void> {
  await page.addInitScript(
    ([t, e]) => {
      localStorage.setItem('earlyAccessToken', t);
      localStorage.setItem('earlyAccessEmail', e);
    },
    [token, email] as const,
  );
}

/** Ages every code of `email` past its expiry: the only way to test expiry without waiting 10 minutes. */
export async function expireCodes(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DB_URL });
  await client.connect();
  try {
    await client.query(`update private.verification_codes set expires_at = now() - interval '1 second' where email = $1`, [
      email.toLowerCase(),
    ]);
  } finally {
    await client.end();
  }
}

/** Types the e-mail, asks for a code and waits for the code step. */
export async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** A 6-digit code that is not `code`. */
export function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
