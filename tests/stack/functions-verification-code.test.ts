// Early-access login by e-mail code, end to end: send-verification-code, the local inbox,
// verify-otp-code, the session token and its RPC — through the real client against the whole stack.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../local-stack/config.ts';
import {
  addLead,
  invokeFunction,
  newestMail,
  uniqueAddress,
} from '../../supabase/functions/_shared/testing/stack-functions.ts';
import { anonClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';

const CODE_MAIL = /^Your LXERA verification code$/;

async function sendCode(email: string, address?: string) {
  return invokeFunction('send-verification-code', { email }, address);
}

async function receivedCode(email: string): Promise<string> {
  const mail = await newestMail(email, CODE_MAIL);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no 6-digit code in the mail');
  expect(mail.html).toContain(code);
  return code;
}

async function verify(email: string, code: string, address?: string) {
  return invokeFunction('verify-otp-code', { email, code }, address);
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Moves every code of the e-mail back in time, as if `seconds` had passed. */
async function ageCodes(email: string, seconds: number) {
  await withAdminDb((db) =>
    db.query(
      `update private.verification_codes
          set created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2)
        where email = $1`,
      [email, seconds],
    ),
  );
}

describe('send-verification-code and verify-otp-code', () => {
  it('mails a code to a lead and trades it for an early-access session', async () => {
    const email = uniqueEmail('code-flow');
    await addLead(email);

    const sent = await sendCode(email.toUpperCase());
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const code = await receivedCode(email);

    const verified = await verify(email, code);
    expect(verified.status).toBe(200);
    expect(verified.data).toEqual({ success: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), email });
    const token = verified.body.token as string;

    const { data: session, error } = await anonClient().rpc('early_access_session', { p_token: token });
    expect(error).toBeNull();
    expect(session).toMatchObject({
      email,
      status: 'waitlisted',
      email_verified: true,
      queue_position: expect.any(Number),
      referral_code: expect.any(String),
      referrals_count: 0,
    });

    await withAdminDb(async (db) => {
      const lead = await db.query('select email_verified_at from public.early_access_leads where email = $1', [email]);
      expect(lead.rows[0].email_verified_at).not.toBeNull();
      const tokens = await db.query(
        `select t.token_hash, t.kind, t.expires_at > now() + interval '29 days' as month_long
           from private.early_access_tokens t join public.early_access_leads l on l.id = t.lead_id
          where l.email = $1`,
        [email],
      );
      expect(tokens.rows).toEqual([
        { token_hash: createHash('sha256').update(token).digest('hex'), kind: 'session', month_long: true },
      ]);
    });
  });

  it('stores only a peppered hash of the code', async () => {
    const email = uniqueEmail('code-hash');
    await addLead(email);
    await sendCode(email);
    const code = await receivedCode(email);

    const rows = await withAdminDb(async (db) => (await db.query('select * from private.verification_codes where email = $1', [email])).rows);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0].code_hash).toBe(createHmac('sha256', loadConfig().codePepper).update(`${email}:${code}`).digest('hex'));
    expect(rows[0].expires_at.getTime() - rows[0].created_at.getTime()).toBe(10 * 60 * 1000);
  });

  it('refuses a wrong code and counts the attempt, then still takes the right one', async () => {
    const email = uniqueEmail('code-wrong');
    await addLead(email);
    await sendCode(email);
    const code = await receivedCode(email);

    const wrong = await verify(email, wrongCode(code));
    expect(wrong).toMatchObject({ status: 200, body: { success: false, error: 'Invalid or expired code' } });
    expect(wrong.body).not.toHaveProperty('token');
    const attempts = await withAdminDb(async (db) => (await db.query('select attempts from private.verification_codes where email = $1', [email])).rows[0].attempts);
    expect(attempts).toBe(1);

    expect((await verify(email, code)).body).toMatchObject({ success: true });
  });

  it('kills the code at the fifth wrong try', async () => {
    const email = uniqueEmail('code-killed');
    await addLead(email);
    await sendCode(email);
    const code = await receivedCode(email);
    const address = uniqueAddress();

    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(email, wrongCode(code), address)).body).toEqual({ success: false, error: 'Invalid or expired code' });
    }
    expect((await verify(email, code, address)).body).toEqual({ success: false, error: 'Invalid or expired code' });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('code-expired');
    await addLead(email);
    await sendCode(email);
    const code = await receivedCode(email);
    await ageCodes(email, 10 * 60 + 1);

    expect((await verify(email, code)).body).toEqual({ success: false, error: 'Invalid or expired code' });
  });

  it('takes a code only once', async () => {
    const email = uniqueEmail('code-once');
    await addLead(email);
    await sendCode(email);
    const code = await receivedCode(email);

    expect((await verify(email, code)).body).toMatchObject({ success: true });
    expect((await verify(email, code)).body).toEqual({ success: false, error: 'Invalid or expired code' });
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const email = uniqueEmail('code-newest');
    await addLead(email);
    await sendCode(email);
    const first = await receivedCode(email);
    await ageCodes(email, 61);
    expect((await sendCode(email)).status).toBe(200);
    const second = await receivedCode(email);

    if (first !== second) expect((await verify(email, first)).body).toMatchObject({ success: false });
    expect((await verify(email, second)).body).toMatchObject({ success: true });
  });

  it('enforces the 60 second resend cooldown', async () => {
    const email = uniqueEmail('code-cooldown');
    await addLead(email);
    expect((await sendCode(email)).status).toBe(200);

    const again = await sendCode(email);
    expect(again.status).toBe(429);
    expect(again.data).toBeNull();
    expect(again.body).toEqual({
      error: expect.stringMatching(/^Please wait (60|59|58) seconds before requesting a new code\.$/),
      retry_after: expect.any(Number),
    });
    expect(again.body.retry_after).toBeLessThanOrEqual(60);
  });

  it('caps a lead at 5 codes an hour', async () => {
    const email = uniqueEmail('code-hourly');
    await addLead(email);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(email)).status).toBe(200);
      await ageCodes(email, 61);
    }
    const capped = await sendCode(email);
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatch(/^Too many codes requested\. Please try again in \d+ minutes?\.$/);
    expect(capped.body.retry_after).toBeGreaterThan(60);
  });

  it('sends people who are not on the list to /early-access', async () => {
    const email = uniqueEmail('not-a-lead');

    const sent = await sendCode(email);
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({
      error: 'Email not found. Please sign up for early access first.',
      code: 'not_on_list',
      redirect: '/early-access',
    });

    const verified = await verify(email, '123456');
    expect(verified.status).toBe(200);
    expect(verified.data).toEqual({
      success: false,
      error: 'Email not found. Please sign up for early access first.',
      redirect: '/early-access',
    });
  });

  it('refuses malformed input with 400', async () => {
    expect(await sendCode('not-an-email')).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
    expect(await verify('a@example.test', '12ab56')).toMatchObject({ status: 400, body: { success: false } });
  });
});

describe('early-access session RPCs', () => {
  async function sessionToken(): Promise<{ email: string; token: string }> {
    const email = uniqueEmail('session');
    await addLead(email);
    await sendCode(email);
    const verified = await verify(email, await receivedCode(email));
    return { email, token: verified.body.token as string };
  }

  it('answer 401 for an unknown token', async () => {
    const { data, error, status } = await anonClient().rpc('early_access_session', { p_token: 'x'.repeat(43) });
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PT401', message: 'Invalid or expired early access token' });
  });

  it('complete the profile and stop working after revocation', async () => {
    const { email, token } = await sessionToken();
    const client = anonClient();

    const { data: profile, error } = await client.rpc('complete_early_access_profile', {
      p_token: token,
      p_full_name: 'Grace Hopper',
      p_company: 'Navy',
      p_company_size: '5000+',
      p_job_role: 'Rear Admiral',
      p_use_case: 'Compilers for everyone',
    });
    expect(error).toBeNull();
    expect(profile).toMatchObject({ email, full_name: 'Grace Hopper', company: 'Navy', profile_completed: true });

    const badSize = await client.rpc('complete_early_access_profile', { p_token: token, p_full_name: 'G', p_company_size: '12' });
    expect(badSize.error).toMatchObject({ code: '22023' });

    expect((await client.rpc('revoke_early_access_token', { p_token: token })).error).toBeNull();
    expect((await client.rpc('early_access_session', { p_token: token })).status).toBe(401);
  });

  it('refuse an expired session token', async () => {
    const { token } = await sessionToken();
    await withAdminDb((db) =>
      db.query(`update private.early_access_tokens set expires_at = now() - interval '1 second' where token_hash = $1`, [
        createHash('sha256').update(token).digest('hex'),
      ]),
    );
    expect((await anonClient().rpc('early_access_session', { p_token: token })).status).toBe(401);
  });

  it('keep the functions-only RPCs and the private tables away from anon', async () => {
    const client = anonClient();
    const issued = await client.rpc('issue_verification_code', { p_email: 'lead@lxera.test', p_code_hash: '0'.repeat(64) });
    expect(issued.error).not.toBeNull();
    const limited = await client.rpc('hit_rate_limit', { p_bucket: 'b', p_key: 'k', p_limit: 1, p_window_seconds: 1 });
    expect(limited.error).not.toBeNull();
    const codes = await client.schema('private').from('verification_codes').select('*');
    expect(codes.error).not.toBeNull();
  });
});
