/** The admin API through supabase-js `auth.admin`: with the service key, and refused with any other key. */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followLink, fragmentOf, startAuthFixture, TEST_PASSWORD, uniqueEmail, type AuthFixture } from './auth-test-fixture.ts';

const CALLBACK = 'http://localhost:5173/auth/callback';
const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
let fixture: AuthFixture;

beforeAll(async () => {
  fixture = await startAuthFixture({ db: 56120, http: 56121 });
});
afterAll(() => fixture?.stop());

const admin = () => fixture.serviceClient().auth.admin;

describe('admin users', () => {
  it('createUser with confirmed address, metadata and password; the JWT carries app_metadata', async () => {
    const email = uniqueEmail('created');
    const { data, error } = await admin().createUser({
      email,
      password: TEST_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Created User' },
      app_metadata: { role: 'company_admin', company_id: COMPANY_ID },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Created User' },
      app_metadata: { provider: 'email', providers: ['email'], role: 'company_admin', company_id: COMPANY_ID },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await fixture.client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(decodeJwt(signIn.data.session!.access_token).app_metadata).toMatchObject({ role: 'company_admin', company_id: COMPANY_ID });

    const duplicate = await admin().createUser({ email, password: TEST_PASSWORD });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('getUserById and listUsers with pagination', async () => {
    const { data: created } = await admin().createUser({ email: uniqueEmail('listed'), email_confirm: true });
    const { data, error } = await admin().getUserById(created.user!.id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.user!.id);
    await admin().createUser({ email: uniqueEmail('listed') });

    const page = await admin().listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect(page.data).toMatchObject({ nextPage: 2 });
    expect((page.data as { total: number }).total).toBeGreaterThanOrEqual(2);

    const missing = await admin().getUserById('00000000-0000-4000-8000-00000000dead');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('updateUserById merges metadata and bans and unbans', async () => {
    const email = uniqueEmail('updated');
    const { data: created } = await admin().createUser({
      email, password: TEST_PASSWORD, email_confirm: true, user_metadata: { full_name: 'Before', keep: 1 },
    });
    const id = created.user!.id;
    const { data, error } = await admin().updateUserById(id, {
      user_metadata: { full_name: 'After' },
      app_metadata: { role: 'learner' },
      ban_duration: '24h',
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'After', keep: 1 });
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'learner' });
    expect(new Date(data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await fixture.client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error?.code).toBe('user_banned');

    await admin().updateUserById(id, { ban_duration: 'none', password: 'a-changed-password' });
    expect((await fixture.client().auth.signInWithPassword({ email, password: 'a-changed-password' })).error).toBeNull();

    const badBan = await admin().updateUserById(id, { ban_duration: 'forever' });
    expect(badBan.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('deleteUser removes the account; a soft delete keeps the row but frees the address', async () => {
    const email = uniqueEmail('deleted');
    const { data: created } = await admin().createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const { error } = await admin().deleteUser(created.user!.id);
    expect(error).toBeNull();
    expect((await admin().getUserById(created.user!.id)).error?.code).toBe('user_not_found');
    expect((await fixture.client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error?.code).toBe('invalid_credentials');

    const soft = await admin().createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    expect((await admin().deleteUser(soft.data.user!.id, true)).error).toBeNull();
    const kept = await admin().getUserById(soft.data.user!.id);
    expect(kept.data.user?.deleted_at).toBeTruthy();
    expect(kept.data.user?.email).not.toBe(email);
    expect((await fixture.client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await admin().createUser({ email })).error).toBeNull();
  });
});

describe('invites', () => {
  it('inviteUserByEmail mails an invite link; following it signs in, and the user sets a password', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { full_name: 'Invited Person' }, redirectTo: CALLBACK });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Invited Person' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = fixture.latestMail(email);
    expect(mail.subject).toBe('You have been invited');
    const link = fixture.linkIn(mail);
    expect(link.searchParams.get('type')).toBe('invite');
    const { location } = await followLink(link);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('invite');

    const client = fixture.client();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await client.auth.updateUser({ password: 'invited-password' })).error).toBeNull();
    expect((await fixture.client().auth.signInWithPassword({ email, password: 'invited-password' })).error).toBeNull();

    const again = await admin().inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('generateLink', () => {
  it('returns the link and hashed token of a sign-up without mailing it', async () => {
    const email = uniqueEmail('generated');
    const { data, error } = await admin().generateLink({ type: 'signup', email, password: TEST_PASSWORD, options: { data: { full_name: 'Gen' }, redirectTo: CALLBACK } });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: CALLBACK });
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties!.action_link).toContain(`token=${data.properties!.hashed_token}`);
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Gen' } });
    expect(fixture.mailbox.list(email)).toHaveLength(0);

    const verified = await fixture.client().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('builds magic link, recovery and invite links; magic link and recovery need an existing user', async () => {
    const email = uniqueEmail('generated');
    await admin().createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const magic = await admin().generateLink({ type: 'magiclink', email });
    expect(magic.error).toBeNull();
    const { location } = await followLink(magic.data.properties!.action_link);
    expect(fragmentOf(location).get('type')).toBe('magiclink');

    const recovery = await admin().generateLink({ type: 'recovery', email });
    expect(recovery.data.properties!.verification_type).toBe('recovery');
    const unknown = await admin().generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const invite = await admin().generateLink({ type: 'invite', email: uniqueEmail('generated-invite') });
    expect(invite.error).toBeNull();
    expect(invite.data.user!.invited_at).toBeTruthy();
  });
});

describe('without the service key', () => {
  it('refuses the anon key and user JWTs with 403 not_admin', async () => {
    const email = uniqueEmail('not-admin');
    const anonAdmin = fixture.client().auth.admin;
    for (const result of [
      await anonAdmin.createUser({ email, password: TEST_PASSWORD }),
      await anonAdmin.inviteUserByEmail(email),
      await anonAdmin.generateLink({ type: 'magiclink', email }),
      await anonAdmin.listUsers(),
    ]) {
      expect(result.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    }
    await admin().createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const { data } = await fixture.client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const asUser = fixture.client(undefined, { key: data.session!.access_token }).auth.admin;
    expect((await asUser.deleteUser(data.user!.id)).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(fixture.mailbox.list(email)).toHaveLength(0);
  });
});
