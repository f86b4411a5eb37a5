// invite-company-admin end to end: only an active super admin may call it; the invitation is recorded and
// mailed; following the link makes the invitee company_admin of exactly that company; resend and revoke.
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { newestMail } from '../../supabase/functions/_shared/testing/stack-functions.ts';
import { anonClient, personaClient, signedInClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';
import { companyIds, userIds } from './policies/seed-ids.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(client: SupabaseClient, body: Record<string, unknown>): Promise<Answer> {
  const { data, error, response } = await client.functions.invoke('invite-company-admin', { body });
  if (!error) return { status: response?.status ?? 200, body: data as Record<string, unknown> };
  if (error instanceof FunctionsHttpError) {
    const context = error.context as Response;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  throw error;
}

const created: string[] = [];

/** A fresh, active company of the test's own, removed afterwards with everything that points at it. */
async function freshCompany(): Promise<string> {
  const slug = `invite-${Math.random().toString(36).slice(2, 10)}`;
  const id = await withAdminDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(`insert into public.companies (name, slug) values ($1, $2) returning id`, [
      `Invite Test ${slug}`,
      slug,
    ]);
    return rows[0].id;
  });
  created.push(id);
  return id;
}

afterAll(async () => {
  await withAdminDb(async (db) => {
    await db.query(`delete from auth.users where id in (select user_id from public.company_invitations where company_id = any($1))`, [created]);
    await db.query('delete from public.companies where id = any($1)', [created]);
  });
});

const profileOf = (id: string) =>
  withAdminDb(async (db) => (await db.query('select role, company_id, full_name from public.users where id = $1', [id])).rows[0]);

/** Follows the mailed link the way a browser does and returns the session in the fragment. */
async function followInvite(email: string): Promise<{ location: string; access: string; refresh: string }> {
  const mail = await newestMail(email, /invited/i);
  const link = /https?:\/\/\S+\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  return { location, access: fragment.get('access_token') ?? '', refresh: fragment.get('refresh_token') ?? '' };
}

describe('invite-company-admin: who may call it', () => {
  it('refuses a caller who is not signed in with 401', async () => {
    const answer = await call(anonClient(), { email: uniqueEmail('nobody'), companyId: companyIds.acme });
    expect(answer.status).toBe(401);
  });

  it.each(['acmeLearner', 'acmeAdmin'] as const)('refuses %s with 403 and records nothing', async (persona) => {
    const email = uniqueEmail('refused');
    const answer = await call(await personaClient(persona), { email, companyId: companyIds.acme });
    expect(answer).toMatchObject({ status: 403, body: { error: 'Only a super admin can invite company admins.' } });
    const rows = await withAdminDb(async (db) => (await db.query('select 1 from public.company_invitations where email = $1', [email])).rows);
    expect(rows).toEqual([]);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['a missing company', { email: 'ok@example.test', companyId: undefined }, 'companyId'],
    ['a malformed company id', { email: 'ok@example.test', companyId: 'acme' }, 'companyId'],
    ['an unknown action', { action: 'promote' }, 'action'],
  ])('answers 400 for %s, naming the field', async (_label, patch, field) => {
    const answer = await call(await personaClient('superAdmin'), { email: 'ok@example.test', companyId: companyIds.acme, ...patch });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(field);
  });
});

describe('invite-company-admin: the invitation', () => {
  it('records and mails the invitation; accepting it makes the invitee company_admin of that company', async () => {
    const company = await freshCompany();
    const email = uniqueEmail('invitee');
    const admin = await personaClient('superAdmin');
    const answer = await call(admin, { email: email.toUpperCase(), companyId: company, fullName: 'Ines Invitee', redirectTo: 'http://127.0.0.1:4173/anything' });
    expect(answer.status).toBe(201);
    const invitation = answer.body.invitation as Record<string, unknown>;
    expect(invitation).toMatchObject({ email, company_id: company, invited_by: userIds.superAdmin, status: 'pending', send_count: 1 });
    const days = (new Date(invitation.expires_at as string).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Super admins list it through the API; another company's admin does not see it.
    const { data: listed } = await admin.from('company_invitations').select('id, status').eq('company_id', company);
    expect(listed).toEqual([{ id: invitation.id, status: 'pending' }]);
    const { data: hidden } = await (await personaClient('acmeAdmin')).from('company_invitations').select('id').eq('company_id', company);
    expect(hidden).toEqual([]);

    // Until the link is followed the account has no access at all.
    const userId = invitation.user_id as string;
    expect(await profileOf(userId)).toMatchObject({ role: 'learner', company_id: null });

    const followed = await followInvite(email);
    expect(followed.location).toMatch(/^http:\/\/127\.0\.0\.1:4173\/auth\/callback\?flow=invite#/);
    expect(await profileOf(userId)).toEqual({ role: 'company_admin', company_id: company, full_name: 'Ines Invitee' });
    const { data: accepted } = await admin.from('company_invitations').select('status, accepted_at').eq('id', invitation.id as string).single();
    expect(accepted?.status).toBe('accepted');
    const { data: audit } = await admin.from('audit_log').select('action').eq('target_table', 'users').eq('target_id', userId);
    expect(audit?.map((row) => row.action)).toContain('company_invitations.accepted');

    // The invitee sets a password and signs in with it.
    const client = anonClient();
    await client.auth.setSession({ access_token: followed.access, refresh_token: followed.refresh });
    expect((await client.auth.updateUser({ password: 'invitee-password' })).error).toBeNull();
    await signedInClient(email, 'invitee-password');

    // An accepted invitation cannot be resent or revoked, and the address cannot be invited again.
    expect((await call(admin, { action: 'resend', invitationId: invitation.id })).status).toBe(409);
    expect(await call(admin, { email, companyId: company })).toMatchObject({ status: 409, body: { code: 'account_exists' } });
  });

  it('a second invite to the same company resends; another company is refused while one is pending', async () => {
    const [company, other] = [await freshCompany(), await freshCompany()];
    const email = uniqueEmail('twice');
    const admin = await personaClient('superAdmin');
    const first = await call(admin, { email, companyId: company });
    expect(first.status).toBe(201);
    const again = await call(admin, { email, companyId: company });
    expect(again).toMatchObject({ status: 200, body: { resent: true, invitation: { id: (first.body.invitation as { id: string }).id, send_count: 2 } } });
    expect(await call(admin, { email, companyId: other })).toMatchObject({ status: 409, body: { code: 'invited_elsewhere' } });
  });

  it('refuses an address that already has an account, and an inactive company', async () => {
    const admin = await personaClient('superAdmin');
    expect(await call(admin, { email: 'learner@acme.test', companyId: companyIds.acme })).toMatchObject({ status: 409, body: { code: 'account_exists' } });
    const company = await freshCompany();
    await withAdminDb((db) => db.query('update public.companies set is_active = false where id = $1', [company]));
    expect(await call(admin, { email: uniqueEmail('inactive'), companyId: company })).toMatchObject({ status: 409, body: { code: 'company_inactive' } });
  });

  it('revoking removes the unaccepted account, so the mailed link no longer signs anyone in', async () => {
    const company = await freshCompany();
    const email = uniqueEmail('revoked');
    const admin = await personaClient('superAdmin');
    const answer = await call(admin, { email, companyId: company });
    const invitation = answer.body.invitation as { id: string; user_id: string };
    const revoked = await call(admin, { action: 'revoke', invitationId: invitation.id });
    expect(revoked).toMatchObject({ status: 200, body: { invitation: { status: 'revoked' } } });
    expect(await profileOf(invitation.user_id)).toBeUndefined();
    const followed = await followInvite(email);
    expect(followed.access).toBe('');
  });

  it('an expired invitation grants nothing when the link is followed', async () => {
    const company = await freshCompany();
    const email = uniqueEmail('expired');
    const answer = await call(await personaClient('superAdmin'), { email, companyId: company });
    const invitation = answer.body.invitation as { id: string; user_id: string };
    await withAdminDb((db) => db.query(`update public.company_invitations set expires_at = now() - interval '1 minute' where id = $1`, [invitation.id]));
    await followInvite(email);
    expect(await profileOf(invitation.user_id)).toMatchObject({ role: 'learner', company_id: null });
    const status = await withAdminDb(async (db) => (await db.query('select status from public.company_invitations where id = $1', [invitation.id])).rows[0]);
    expect(status).toEqual({ status: 'expired' });
  });

  it('role and company in sign-up metadata are ignored', async () => {
    const email = uniqueEmail('forged');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'forged-password',
      options: { data: { role: 'company_admin', company_id: companyIds.acme, full_name: 'Forger' } },
    });
    expect(error).toBeNull();
    expect(await profileOf(data.user!.id)).toMatchObject({ role: 'learner', company_id: null });
    await withAdminDb((db) => db.query('delete from auth.users where id = $1', [data.user!.id]));
  });

  it('nobody but the function writes invitations through the API', async () => {
    const admin = await personaClient('superAdmin');
    const { error } = await admin.from('company_invitations').insert({ email: uniqueEmail('direct'), company_id: companyIds.acme });
    expect(error?.code).toBe('42501');
  });
});
