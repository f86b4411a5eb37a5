/** Access tokens, getUser/updateUser, refresh rotation with reuse detection, and sign-out. */
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../config.ts';
import { startAuthFixture, TEST_PASSWORD, uniqueEmail, type AuthFixture } from './auth-test-fixture.ts';

let fixture: AuthFixture;

beforeAll(async () => {
  fixture = await startAuthFixture({ db: 56110, http: 56111 });
});
afterAll(() => fixture?.stop());

/** A confirmed account (made through the admin API) and a client signed in to it. */
async function signedIn(email = uniqueEmail('session')): Promise<{ client: SupabaseClient; email: string; userId: string }> {
  const created = await fixture.serviceClient().auth.admin.createUser({
    email,
    password: TEST_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Session User', team: 'blue' },
  });
  if (created.error) throw created.error;
  const client = fixture.client();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw error;
  return { client, email, userId: created.data.user.id };
}

async function currentSession(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session;
}

async function getUserWith(accessToken: string): Promise<Response> {
  return fetch(`${fixture.url}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${accessToken}` } });
}

describe('access token', () => {
  it('is an HS256 JWT with GoTrue claims', async () => {
    const { client, email, userId } = await signedIn();
    const session = await currentSession(client);
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    await jwtVerify(session.access_token, new TextEncoder().encode(LOCAL_JWT_SECRET));
    const claims = decodeJwt(session.access_token);
    expect(Object.keys(claims)).toEqual([
      'iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr',
      'session_id', 'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: `${fixture.url}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Session User', email, email_verified: true, phone_verified: false, sub: userId },
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.exp).toBe(session.expires_at);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const stored = await fixture.admin.query('select user_id from auth.sessions where id = $1', [claims.session_id]);
    expect(stored.rows).toEqual([{ user_id: userId }]);
  });
});

describe('user', () => {
  it('getUser answers the user; updateUser merges metadata and fires USER_UPDATED', async () => {
    const { client, userId } = await signedIn();
    expect((await client.auth.getUser()).data.user?.id).toBe(userId);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.updateUser({ data: { full_name: 'Renamed', team: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Renamed', email_verified: true });
    expect(data.user?.user_metadata).not.toHaveProperty('team');
    expect(events).toContain('USER_UPDATED');
    expect((await currentSession(client)).user.user_metadata.full_name).toBe('Renamed');
  });

  it('changes the password: weak and unchanged ones refused, other sessions ended', async () => {
    const { client, email } = await signedIn();
    const other = fixture.client();
    await other.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const otherRefresh = (await currentSession(other)).refresh_token;

    expect((await client.auth.updateUser({ password: 'short' })).error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await client.auth.updateUser({ password: TEST_PASSWORD })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();

    expect((await fixture.client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await fixture.client().auth.signInWithPassword({ email, password: 'a-brand-new-password' })).error).toBeNull();
    expect((await fixture.client().auth.refreshSession({ refresh_token: otherRefresh })).error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('changes the e-mail address after the new address confirms it', async () => {
    const { client, userId } = await signedIn();
    const newEmail = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const mail = fixture.latestMail(newEmail);
    expect(mail.subject).toBe('Confirm Email Change');
    const verified = await fixture.client().auth.verifyOtp({ email: newEmail, token: fixture.codeIn(mail), type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: userId, email: newEmail });
    expect(verified.data.user?.new_email).toBeUndefined();
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh; the previous one is accepted again only within the reuse interval', async () => {
    const { client } = await signedIn();
    const first = await currentSession(client);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    // Within 10 s (a client that lost the answer): a fresh token, same session.
    const retried = await fixture.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(retried.error).toBeNull();
    const third = retried.data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // The same token once the interval is over: the whole family is revoked.
    await fixture.admin.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where revoked`);
    const reused = await fixture.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    const latest = await fixture.client().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(latest.error?.status).toBe(400);
    const response = await getUserWith(third.access_token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('answers refresh_token_not_found for an unknown token', async () => {
    const { error } = await fixture.client().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });
});

describe('sign-out', () => {
  it('ends the session: the refresh token is refused and the JWT no longer reaches /user', async () => {
    const { client } = await signedIn();
    const session = await currentSession(client);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refresh = await fixture.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const response = await getUserWith(session.access_token);
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const { error } = await fixture.client().auth.getUser(session.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('with scope others keeps only the current session', async () => {
    const { client, email } = await signedIn();
    const other = fixture.client();
    await other.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const otherSession = await currentSession(other);
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await getUserWith(otherSession.access_token)).status).toBe(403);
  });

  it('with scope local leaves the other sessions alone', async () => {
    const { client, email } = await signedIn();
    const other = fixture.client();
    await other.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const mine = await currentSession(client);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await getUserWith(mine.access_token)).status).toBe(403);
    expect((await other.auth.getUser()).error).toBeNull();
  });
});
