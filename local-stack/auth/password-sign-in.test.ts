/** signInWithPassword against accounts stored the way supabase/seed.sql stores them (pgcrypto bcrypt). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthFixture, TEST_PASSWORD, uniqueEmail, type AuthFixture } from './auth-test-fixture.ts';

let fixture: AuthFixture;

beforeAll(async () => {
  fixture = await startAuthFixture({ db: 56105, http: 56106 });
});
afterAll(() => fixture?.stop());

/** A GoTrue-shaped row as seed.sql writes it, hashed by pgcrypto rather than by the service. */
async function seededUser(options: { confirmed?: boolean; bannedFor?: string } = {}): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('seeded');
  const { rows } = await fixture.admin.query<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                             raw_user_meta_data, banned_until)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1,
             extensions.crypt($2, extensions.gen_salt('bf', 10)), case when $3 then now() end,
             '{"provider":"email","providers":["email"],"role":"learner"}', '{"full_name":"Seeded User"}',
             now() + $4::interval)
     returning id`,
    [email, TEST_PASSWORD, options.confirmed ?? true, options.bannedFor ?? null],
  );
  return { id: rows[0].id, email };
}

describe('password sign-in', () => {
  it('answers a session the client stores, for any letter case of the address', async () => {
    const seeded = await seededUser();
    const client = fixture.client();
    const { data, error } = await client.auth.signInWithPassword({ email: seeded.email.toUpperCase(), password: TEST_PASSWORD });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(20);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.user).toMatchObject({ id: seeded.id, email: seeded.email, app_metadata: { role: 'learner' } });
    expect(session.user.last_sign_in_at).toBeTruthy();
    expect((await client.auth.getSession()).data.session?.user.id).toBe(seeded.id);
  });

  it('answers 400 invalid_credentials for a wrong password and for an unknown address alike', async () => {
    const seeded = await seededUser();
    for (const attempt of [
      { email: seeded.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    ]) {
      const { data, error } = await fixture.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('refuses an unconfirmed address with email_not_confirmed', async () => {
    const seeded = await seededUser({ confirmed: false });
    const { error } = await fixture.client().auth.signInWithPassword({ email: seeded.email, password: TEST_PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('refuses a banned user', async () => {
    const seeded = await seededUser({ bannedFor: '1 hour' });
    const { error } = await fixture.client().auth.signInWithPassword({ email: seeded.email, password: TEST_PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'user_banned' });
  });

  it('reports missing credentials in terms of e-mail and password', async () => {
    const { error } = await fixture.client().auth.signInWithPassword({ email: '', password: '' });
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(/email|password/i);
  });
});
