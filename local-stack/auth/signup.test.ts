/** Sign-up through the real supabase-js client: confirmation by mailed link, autoconfirm, duplicates, weak passwords. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followLink, fragmentOf, startAuthFixture, TEST_PASSWORD, uniqueEmail, type AuthFixture } from './auth-test-fixture.ts';

const CALLBACK = 'http://localhost:5173/auth/callback';
let fixture: AuthFixture;
let autoconfirmUrl: string;

beforeAll(async () => {
  fixture = await startAuthFixture({ db: 56100, http: 56101 });
  autoconfirmUrl = await fixture.serve(56102, { config: { enableConfirmations: false } });
});
afterAll(() => fixture?.stop());

describe('sign-up with confirmations on', () => {
  it('stores an unconfirmed user, mails a link, and the link answers 303 with the session in the fragment', async () => {
    const client = fixture.client();
    const email = uniqueEmail('Ada').toUpperCase();
    const { data, error } = await client.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: CALLBACK },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email.toLowerCase());
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.user_metadata).toMatchObject({ full_name: 'Ada Lovelace', email: email.toLowerCase(), email_verified: false, sub: user.id });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id });

    const stored = await fixture.admin.query(
      `select encrypted_password, raw_user_meta_data ->> 'full_name' as full_name, raw_app_meta_data, email_confirmed_at
         from auth.users where id = $1`,
      [user.id],
    );
    expect(stored.rows[0].encrypted_password).toMatch(/^\$2a\$10\$/);
    expect(stored.rows[0]).toMatchObject({ full_name: 'Ada Lovelace', raw_app_meta_data: { provider: 'email', providers: ['email'] }, email_confirmed_at: null });

    const early = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const mail = fixture.latestMail(email);
    expect(mail.subject).toBe('Confirm Your Email');
    const link = fixture.linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${fixture.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(CALLBACK);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);

    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.search).toBe('');
    const fragment = fragmentOf(location);
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(Object.fromEntries(fragment)).toMatchObject({ expires_in: '3600', sb: '', token_type: 'bearer', type: 'signup' });

    const browser = fixture.client();
    const restored = await browser.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(restored.error).toBeNull();
    expect(restored.data.user?.email_confirmed_at).toBeTruthy();
    expect(restored.data.user?.user_metadata.email_verified).toBe(true);

    const signIn = await fixture.client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.id).toBe(user.id);

    const again = await followLink(link);
    expect(again.location.hash).toBe('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  });

  it('answers a sign-up for a registered address with an obfuscated user and mails nothing', async () => {
    const email = uniqueEmail('taken');
    const first = await fixture.client().auth.signUp({ email, password: TEST_PASSWORD });
    await followLink(fixture.linkIn(fixture.latestMail(email)));
    const mailsBefore = fixture.mailbox.list(email).length;

    const { data, error } = await fixture.client().auth.signUp({ email, password: 'another-password', options: { data: { x: 1 } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(first.data.user!.id);
    expect(data.user?.email).toBe(email);
    expect(fixture.mailbox.list(email)).toHaveLength(mailsBefore);
  });

  it('re-sends the confirmation of an unconfirmed address no sooner than 60 s later', async () => {
    const email = uniqueEmail('twice');
    expect((await fixture.client().auth.signUp({ email, password: TEST_PASSWORD })).error).toBeNull();
    const { error } = await fixture.client().auth.signUp({ email, password: TEST_PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(fixture.mailbox.list(email)).toHaveLength(1);
  });

  it('sends links only to allowed redirect targets, otherwise to the site URL', async () => {
    const email = uniqueEmail('redirect');
    await fixture.client().auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } });
    expect(fixture.linkIn(fixture.latestMail(email)).searchParams.get('redirect_to')).toBe(fixture.config.siteUrl);
  });

  it('refuses passwords shorter than 8 characters with AuthWeakPasswordError', async () => {
    const { data, error } = await fixture.client().auth.signUp({ email: uniqueEmail('weak'), password: 'short' });
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('requires a password and a valid e-mail address', async () => {
    const noPassword = await fixture.client().auth.signUp({ email: uniqueEmail('nopass'), password: '' });
    expect(noPassword.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
    const badEmail = await fixture.client().auth.signUp({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });
});

describe('sign-up with confirmations off', () => {
  it('answers a session for a confirmed user, and 422 user_already_exists the second time', async () => {
    const email = uniqueEmail('auto');
    const client = fixture.client(autoconfirmUrl);
    const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD, options: { data: { full_name: 'Grace Hopper' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Grace Hopper');
    expect((await client.auth.getUser()).data.user?.id).toBe(data.user?.id);
    expect(fixture.mailbox.list(email)).toHaveLength(0);

    const again = await fixture.client(autoconfirmUrl).auth.signUp({ email, password: TEST_PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });
});
