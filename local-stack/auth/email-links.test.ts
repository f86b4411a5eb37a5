/** Mailed codes and links: e-mail OTP, magic link, password recovery, and the PKCE variants. */
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../config.ts';
import { followLink, fragmentOf, startAuthFixture, TEST_PASSWORD, uniqueEmail, type AuthFixture } from './auth-test-fixture.ts';

const CALLBACK = 'http://localhost:5173/auth/callback';
let fixture: AuthFixture;

beforeAll(async () => {
  fixture = await startAuthFixture({ db: 56115, http: 56116 });
});
afterAll(() => fixture?.stop());

async function confirmedUser(email = uniqueEmail('links')): Promise<string> {
  const { error } = await fixture.serviceClient().auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
  if (error) throw error;
  return email;
}

function recordEvents(client: SupabaseClient): AuthChangeEvent[] {
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => events.push(event));
  return events;
}

describe('e-mail OTP', () => {
  it('creates the user on first use and signs in with the mailed 6-digit code (type email), once', async () => {
    const email = uniqueEmail('otp-new');
    const client = fixture.client();
    const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: true, data: { full_name: 'Otto' } } });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const code = fixture.codeIn(fixture.latestMail(email));
    expect(code).toMatch(/^\d{6}$/);

    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Otto' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const replay = await fixture.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(replay.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('mails a magic link with a code to an existing user', async () => {
    const email = await confirmedUser();
    expect((await fixture.client().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = fixture.latestMail(email);
    expect(mail.subject).toBe('Your Magic Link');
    const { data, error } = await fixture.client().auth.verifyOtp({ email, token: fixture.codeIn(mail), type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('refuses a wrong or expired code', async () => {
    const email = await confirmedUser();
    await fixture.client().auth.signInWithOtp({ email });
    const code = fixture.codeIn(fixture.latestMail(email));
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await fixture.client().auth.verifyOtp({ email, token: wrong, type: 'email' })).error?.code).toBe('otp_expired');
    await fixture.admin.query(`update auth.one_time_tokens set created_at = now() - interval '2 hours' where relates_to = $1`, [email]);
    expect((await fixture.client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('does not create users when shouldCreateUser is false', async () => {
    const email = uniqueEmail('otp-none');
    const { error } = await fixture.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(fixture.mailbox.list(email)).toHaveLength(0);
  });

  it('allows one mail per minute per user', async () => {
    const email = await confirmedUser();
    expect((await fixture.client().auth.signInWithOtp({ email })).error).toBeNull();
    const { error } = await fixture.client().auth.signInWithOtp({ email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});

describe('resend', () => {
  it('re-sends the sign-up confirmation after the cooldown; the new link replaces the old one', async () => {
    const email = uniqueEmail('resend');
    await fixture.client().auth.signUp({ email, password: TEST_PASSWORD });
    const firstLink = fixture.linkIn(fixture.latestMail(email));
    const early = await fixture.client().auth.resend({ type: 'signup', email });
    expect(early.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    await fixture.admin.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1`, [email]);
    const { data, error } = await fixture.client().auth.resend({ type: 'signup', email, options: { emailRedirectTo: CALLBACK } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect(fixture.mailbox.list(email)).toHaveLength(2);
    expect(fragmentOf((await followLink(firstLink)).location).get('error_code')).toBe('otp_expired');
    expect(fragmentOf((await followLink(fixture.linkIn(fixture.latestMail(email)))).location).get('type')).toBe('signup');
  });

  it('answers {} for unknown or already confirmed addresses and mails nothing', async () => {
    const confirmed = await confirmedUser();
    for (const email of [uniqueEmail('resend-none'), confirmed]) {
      expect((await fixture.client().auth.resend({ type: 'signup', email })).error).toBeNull();
      expect(fixture.mailbox.list(email)).toHaveLength(0);
    }
  });
});

describe('magic link', () => {
  it('redirects with the session in the fragment (type magiclink)', async () => {
    const email = await confirmedUser();
    await fixture.client().auth.signInWithOtp({ email, options: { emailRedirectTo: CALLBACK } });
    const link = fixture.linkIn(fixture.latestMail(email));
    expect(link.searchParams.get('type')).toBe('magiclink');
    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('magiclink');
    const client = fixture.client();
    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});

describe('password recovery', () => {
  it('answers {} for unknown addresses and mails nothing', async () => {
    const email = uniqueEmail('unknown');
    const { data, error } = await fixture.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(fixture.mailbox.list(email)).toHaveLength(0);
  });

  it('signs in with the mailed token as PASSWORD_RECOVERY, then the new password works', async () => {
    const email = await confirmedUser();
    expect((await fixture.client().auth.resetPasswordForEmail(email, { redirectTo: `${CALLBACK}?next=reset` })).error).toBeNull();
    const mail = fixture.latestMail(email);
    expect(mail.subject).toBe('Reset Your Password');
    const link = fixture.linkIn(mail);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${CALLBACK}?next=reset`);

    const client = fixture.client();
    const events = recordEvents(client);
    const { error } = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect((await fixture.client().auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull();

    const again = await fixture.client().auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('follows the link to a fragment of type recovery', async () => {
    const email = await confirmedUser();
    await fixture.client().auth.resetPasswordForEmail(email, { redirectTo: CALLBACK });
    const { location } = await followLink(fixture.linkIn(fixture.latestMail(email)));
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(fragmentOf(location).get('type')).toBe('recovery');
  });
});

describe('PKCE', () => {
  it('sign-up: the link redirects with ?code=, and exchangeCodeForSession trades it once for a session', async () => {
    const email = uniqueEmail('pkce');
    const client = fixture.client(undefined, { flowType: 'pkce' });
    const signUp = await client.auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: CALLBACK } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const flows = await fixture.admin.query('select code_challenge_method, authentication_method from auth.flow_state where user_id = $1', [
      signUp.data.user!.id,
    ]);
    expect(flows.rows).toEqual([{ code_challenge_method: 's256', authentication_method: 'email/signup' }]);

    const link = fixture.linkIn(fixture.latestMail(email));
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const wrongVerifier = await fetch(`${fixture.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ code: 'bad_code_verifier' });

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const replay = await fetch(`${fixture.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('recovery: the exchanged code fires PASSWORD_RECOVERY', async () => {
    const email = await confirmedUser();
    const client = fixture.client(undefined, { flowType: 'pkce' });
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: CALLBACK })).error).toBeNull();
    const { location } = await followLink(fixture.linkIn(fixture.latestMail(email)));
    const events = recordEvents(client);
    const { error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('puts a link error in the query and the fragment', async () => {
    const { location } = await followLink(`${fixture.url}/auth/v1/verify?token=pkce_${'0'.repeat(56)}&type=signup&redirect_to=${encodeURIComponent(CALLBACK)}`);
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
    expect(fragmentOf(location).get('error')).toBe('access_denied');
  });
});
