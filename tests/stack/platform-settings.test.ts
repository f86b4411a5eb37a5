// Platform settings take effect: early_access_open gates the public funnel, mail_sender_name is the
// From name of the functions' mail; only super admins may change them and values are validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { invokeFunction, newestMail } from '../../supabase/functions/_shared/testing/stack-functions.ts';
import { anonClient, personaClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';

let superAdmin: SupabaseClient;
let original: Record<string, unknown>;

async function setSetting(key: string, value: unknown) {
  const { data, error } = await superAdmin.from('platform_settings').update({ value }).eq('key', key).select('key');
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}

function earlyAccessTicket(email: string) {
  return invokeFunction('submit-ticket', {
    ticketType: 'early_access',
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    company: 'Navy',
    jobTitle: 'Rear Admiral',
    companySize: '5000+',
    useCase: 'Compilers for everyone',
  });
}

beforeAll(async () => {
  superAdmin = await personaClient('superAdmin');
  original = await withAdminDb(async (db) =>
    Object.fromEntries((await db.query<{ key: string; value: unknown }>('select key, value from public.platform_settings')).rows.map((r) => [r.key, r.value])),
  );
});

afterAll(async () => {
  await withAdminDb(async (db) => {
    for (const key of ['early_access_open', 'mail_sender_name', 'course_generator']) {
      await db.query('update public.platform_settings set value = $2 where key = $1', [key, JSON.stringify(original[key])]);
    }
  });
});

describe('early_access_open', () => {
  it('closes capture-email and the early_access ticket, and leaves other tickets alone', async () => {
    await setSetting('early_access_open', false);
    const email = uniqueEmail('closed');

    const captured = await invokeFunction('capture-email', { email, source: 'hero_section' });
    expect(captured.status).toBe(403);
    expect(captured.body).toEqual({ error: expect.stringMatching(/early access .* closed/i), code: 'early_access_closed' });

    const ticket = await earlyAccessTicket(email);
    expect(ticket.status).toBe(403);
    expect(ticket.body.code).toBe('early_access_closed');

    const lead = await withAdminDb(async (db) => (await db.query('select 1 from public.early_access_leads where email = $1', [email])).rowCount);
    expect(lead).toBe(0);

    const sales = await invokeFunction('submit-ticket', {
      ticketType: 'contact_sales',
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      company: 'Navy',
      companySize: '5000+',
      message: 'Still open for sales',
    });
    expect(sales.status).toBe(201);
    await withAdminDb((db) => db.query('delete from public.tickets where email = $1', [email]));
  });

  it('is readable by a signed-out visitor, as the public forms read it before anyone types', async () => {
    const readAsVisitor = async (key: string) => {
      const { data, error } = await anonClient().from('platform_settings').select('value').eq('key', key).maybeSingle();
      expect(error).toBeNull();
      return (data as { value: unknown } | null)?.value;
    };
    await setSetting('early_access_open', false);
    expect(await readAsVisitor('early_access_open')).toBe(false);
    await setSetting('early_access_open', true);
    expect(await readAsVisitor('early_access_open')).toBe(true);
    // Settings that are not public stay hidden.
    expect(await readAsVisitor('course_generator')).toBeUndefined();
  });

  it('opens them again when set back to true', async () => {
    await setSetting('early_access_open', true);
    const email = uniqueEmail('reopened');
    expect((await invokeFunction('capture-email', { email, source: 'hero_section' })).status).toBe(200);
  });
});

describe('mail_sender_name', () => {
  it('is the From name of the magic-link mail', async () => {
    await setSetting('mail_sender_name', 'Acme Learning, by LXERA');
    const email = uniqueEmail('sender');
    expect((await invokeFunction('capture-email', { email })).status).toBe(200);
    const mail = (await newestMail(email, /early access/i)) as unknown as { from: string };
    expect(mail.from).toMatch(/^"Acme Learning, by LXERA" <[^<>\s]+@[^<>\s]+>$/);
  });
});

describe('validation and access', () => {
  it.each([
    ['early_access_open', 'yes'],
    ['course_generator', 'gpt-9'],
    ['course_generator', 42],
    ['mail_sender_name', ''],
    ['mail_sender_name', 'Evil <evil@example.test>'],
    ['mail_sender_name', 'Line\nBreak'],
    ['mail_sender_name', 'x'.repeat(101)],
  ])('refuses %s = %j', async (key, value) => {
    const { error } = await superAdmin.from('platform_settings').update({ value }).eq('key', key).select('key');
    expect(error?.code).toBe('23514');
  });

  it('accepts each allowed course generator', async () => {
    for (const value of ['openai', 'anthropic', 'template']) await setSetting('course_generator', value);
  });

  it.each(['acmeAdmin', 'acmeLearner'] as const)('does not let %s change a setting', async (persona) => {
    const client = await personaClient(persona);
    const { data } = await client.from('platform_settings').update({ value: false }).eq('key', 'early_access_open').select('key');
    expect(data ?? []).toHaveLength(0);
    const stored = await withAdminDb(async (db) => (await db.query("select value from public.platform_settings where key = 'early_access_open'")).rows[0].value);
    expect(stored).toBe(true);
  });
});
