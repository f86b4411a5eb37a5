// capture-email end to end: the lead, the magic-link mail, its redemption for a session.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../local-stack/config.ts';
import { invokeFunction, mailCount, newestMail } from '../../supabase/functions/_shared/testing/stack-functions.ts';
import { anonClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';

const LINK_MAIL = /early access/i;

function capture(email: string, extra: Record<string, unknown> = {}) {
  return invokeFunction('capture-email', {
    email,
    source: 'hero_section',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'launch',
    ...extra,
  });
}

async function magicToken(email: string): Promise<string> {
  const mail = await newestMail(email, LINK_MAIL);
  const prefix = `${loadConfig().siteUrl}/onboarding/early-access?token=`;
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no magic link in: ${mail.text}`);
  expect(mail.html).toContain(link);
  return decodeURIComponent(link.slice(prefix.length));
}

async function lead(email: string) {
  return withAdminDb(async (db) => (await db.query('select * from public.early_access_leads where email = $1', [email])).rows[0]);
}

describe('capture-email', () => {
  it('adds the lowercased e-mail with source and utm values and mails a magic link', async () => {
    const email = uniqueEmail('capture');

    const captured = await capture(`  ${email.toUpperCase()} `);
    expect(captured.status).toBe(200);
    expect(captured.data).toEqual({ success: true });

    expect(await lead(email)).toMatchObject({
      email,
      source: 'hero_section',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      status: 'waitlisted',
      email_verified_at: null,
    });
    const token = await magicToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await withAdminDb(async (db) =>
      (await db.query(
        `select t.kind, t.token_hash, extract(epoch from t.expires_at - t.created_at)::integer as lifetime_seconds
           from private.early_access_tokens t join public.early_access_leads l on l.id = t.lead_id where l.email = $1`,
        [email],
      )).rows,
    );
    expect(stored).toEqual([
      { kind: 'magic_link', token_hash: createHash('sha256').update(token).digest('hex'), lifetime_seconds: 86_400 },
    ]);
  });

  it('is idempotent: a repeat succeeds, keeps the first source and sends no second mail within 60 s', async () => {
    const email = uniqueEmail('capture-repeat');
    await capture(email);
    const firstLead = await lead(email);

    const repeat = await capture(email, { source: 'mobile_hero', utm_source: 'other', utm_campaign: 'later' });
    expect(repeat).toMatchObject({ status: 200, body: { success: true } });
    expect(await lead(email)).toMatchObject({
      id: firstLead.id,
      source: 'hero_section',
      utm_source: 'newsletter',
      utm_campaign: 'launch',
      updated_at: firstLead.updated_at,
    });
    expect(await mailCount(email, LINK_MAIL)).toBe(1);

    // A minute later the visitor may ask again and gets a fresh link.
    await withAdminDb((db) =>
      db.query(`update private.rate_limit_events set created_at = created_at - interval '61 seconds' where key = $1`, [email]),
    );
    await capture(email);
    expect(await mailCount(email, LINK_MAIL)).toBe(2);
  });

  it('refuses an invalid e-mail', async () => {
    for (const email of ['', 'no-at-sign', `${'x'.repeat(330)}@example.test`]) {
      const refused = await capture(email);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'Please enter a valid email address' });
    }
  });
});

describe('redeem_magic_link', () => {
  it('trades the mailed link once for a session that proves the e-mail', async () => {
    const email = uniqueEmail('redeem');
    await capture(email);
    const token = await magicToken(email);
    const client = anonClient();

    const { data, error } = await client.rpc('redeem_magic_link', { p_token: token });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const session = await client.rpc('early_access_session', { p_token: data.token });
    expect(session.data).toMatchObject({ email, email_verified: true, status: 'waitlisted' });

    const again = await client.rpc('redeem_magic_link', { p_token: token });
    expect(again.status).toBe(401);
    expect(again.error).toMatchObject({ code: 'PT401' });
    // A magic link is not a session token.
    expect((await client.rpc('early_access_session', { p_token: token })).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('redeem-expired');
    await capture(email);
    const token = await magicToken(email);
    await withAdminDb((db) =>
      db.query(`update private.early_access_tokens set expires_at = now() - interval '1 second' where token_hash = $1`, [
        createHash('sha256').update(token).digest('hex'),
      ]),
    );
    expect((await anonClient().rpc('redeem_magic_link', { p_token: token })).status).toBe(401);
  });
});
