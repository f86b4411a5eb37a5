/**
 * POST, as a signed-in super admin: invite a company admin by e-mail, resend or revoke an invitation.
 *   {action:'invite', email, companyId, fullName?, leadId?, redirectTo?}  201 {success, invitation, resent:false}
 *                                                                          200 {success, invitation, resent:true} (same company)
 *   {action:'resend', invitationId, redirectTo?}                           200 {success, invitation}
 *   {action:'revoke', invitationId}                                        200 {success, invitation}
 *   400 {error, fields}  401 not signed in  403 not an active super admin  404 unknown company, lead or invitation
 *   409 {error, code}    an existing account, an invitation to another company, an inactive company, not pending
 *
 * The invite is GoTrue's (`inviteUserByEmail`, mailed by the auth service). The auth user it creates is a
 * plain profile; the invitation row written here with the service role is what makes the invitee
 * company_admin of the company once the link confirms the address (trigger on auth.users, migration
 * 20261123001000). Nothing the invitee sends can choose the role or the company.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAdminClient } from '../_shared/admin-client.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { jsonResponse, serveJson } from '../_shared/http.ts';
import { fieldErrors } from '../_shared/validation.ts';
import {
  callbackUrl,
  requestSchema,
  type InviteRequest,
  type ResendRequest,
  type RevokeRequest,
} from './invite-schema.ts';

const NAME = 'invite-company-admin';
const INVITATION_DAYS = 7;
const INVITATION_COLUMNS =
  'id, email, full_name, company_id, user_id, invited_by, lead_id, status, send_count, last_sent_at, expires_at, accepted_at, revoked_at, created_at';

interface Invitation {
  id: string;
  email: string;
  company_id: string;
  user_id: string | null;
  status: string;
  send_count: number;
}

type Caller = { ok: true; id: string } | { ok: false; response: Response };

export function handle(request: Request, env: FunctionEnv): Promise<Response> {
  return serveJson(request, NAME, async (body) => {
    const db = createAdminClient(env);
    const caller = await superAdminCaller(db, request);
    if (!caller.ok) return caller.response;

    const parsed = requestSchema.safeParse({ action: 'invite', ...body });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return jsonResponse({ error: Object.values(fields)[0] ?? 'Please check the highlighted fields.', fields }, 400);
    }
    const input = parsed.data;
    if (input.action === 'invite') return invite(db, env, caller.id, input);
    if (input.action === 'resend') return resend(db, env, input);
    return revoke(db, input);
  });
}

/** Verifies the caller's JWT with the auth service and reads their role with the service role. */
async function superAdminCaller(db: SupabaseClient, request: Request): Promise<Caller> {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
  const refuse = (status: number, error: string): Caller => ({ ok: false, response: jsonResponse({ error }, status) });
  if (!token) return refuse(401, 'Please sign in as a super admin.');
  const { data, error } = await db.auth.getUser(token);
  if (error || !data.user) return refuse(401, 'Please sign in as a super admin.');
  const { data: profile, error: profileError } = await db
    .from('users')
    .select('role, is_active')
    .eq('id', data.user.id)
    .maybeSingle();
  if (profileError) throw new Error(`caller lookup failed: ${profileError.message}`);
  const row = profile as { role: string; is_active: boolean } | null;
  if (row?.role !== 'super_admin' || !row.is_active) return refuse(403, 'Only a super admin can invite company admins.');
  return { ok: true, id: data.user.id };
}

function conflict(error: string, code: string): Response {
  return jsonResponse({ error, code }, 409);
}

function expiresAt(): string {
  return new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

async function invite(db: SupabaseClient, env: FunctionEnv, callerId: string, input: InviteRequest): Promise<Response> {
  const { data: company, error: companyError } = await db
    .from('companies')
    .select('id, is_active')
    .eq('id', input.companyId)
    .maybeSingle();
  if (companyError) throw new Error(`company lookup failed: ${companyError.message}`);
  if (!company) return jsonResponse({ error: 'Company not found', fields: { companyId: 'Company not found' } }, 404);
  if (!(company as { is_active: boolean }).is_active) {
    return conflict('Reactivate the company before inviting its admin.', 'company_inactive');
  }
  if (input.leadId) {
    const { data: lead } = await db.from('early_access_leads').select('id').eq('id', input.leadId).maybeSingle();
    if (!lead) return jsonResponse({ error: 'Lead not found', fields: { leadId: 'Lead not found' } }, 404);
  }

  const { data: pending, error: pendingError } = await db
    .from('company_invitations')
    .select(INVITATION_COLUMNS)
    .eq('email', input.email)
    .eq('status', 'pending')
    .maybeSingle();
  if (pendingError) throw new Error(`invitation lookup failed: ${pendingError.message}`);
  if (pending) {
    const open = pending as Invitation;
    if (open.company_id !== input.companyId) {
      return conflict('This e-mail already has a pending invitation to another company. Revoke it first.', 'invited_elsewhere');
    }
    // Inviting the same person again is a resend, not a second invitation.
    return resend(db, env, { action: 'resend', invitationId: open.id, redirectTo: input.redirectTo }, true);
  }

  const { data: existing, error: existingError } = await db
    .from('users')
    .select('id, email_verified')
    .eq('email', input.email)
    .maybeSingle();
  if (existingError) throw new Error(`account lookup failed: ${existingError.message}`);
  if ((existing as { email_verified: boolean } | null)?.email_verified) {
    return conflict('This e-mail already has an LXERA account. Change its role and company under Users instead.', 'account_exists');
  }
  if (existing) {
    // An unconfirmed account may have been registered by anyone with a password they know; the invitee
    // proves the address and sets their own password, so the old one must not survive the acceptance.
    const { error } = await db.auth.admin.updateUserById((existing as { id: string }).id, { password: randomPassword() });
    if (error) throw new Error(`resetting the unconfirmed account failed: ${error.message}`);
  }

  const invited = await sendInvite(db, env, input.email, input.redirectTo, input.fullName);
  if (!invited.ok) return invited.response;

  const { data: row, error: insertError } = await db
    .from('company_invitations')
    .insert({
      email: input.email,
      full_name: input.fullName,
      company_id: input.companyId,
      user_id: invited.userId,
      invited_by: callerId,
      lead_id: input.leadId ?? null,
      expires_at: expiresAt(),
    })
    .select(INVITATION_COLUMNS)
    .single();
  if (insertError) {
    // Without the invitation the mailed link would only create a plain account: take the account back.
    if (!existing) await db.auth.admin.deleteUser(invited.userId);
    if (insertError.code === '23505') {
      return conflict('This e-mail was invited a moment ago. Refresh the list.', 'invited_elsewhere');
    }
    throw new Error(`invitation insert failed: ${insertError.code ?? ''} ${insertError.message}`);
  }
  return jsonResponse({ success: true, invitation: row, resent: false }, 201);
}

async function resend(db: SupabaseClient, env: FunctionEnv, input: ResendRequest, viaInvite = false): Promise<Response> {
  const found = await pendingInvitation(db, input.invitationId);
  if (!found.ok) return found.response;
  const invited = await sendInvite(db, env, found.invitation.email, input.redirectTo, null);
  if (!invited.ok) return invited.response;
  const { data, error } = await db
    .from('company_invitations')
    .update({
      user_id: invited.userId,
      send_count: Math.min(found.invitation.send_count + 1, 1000),
      last_sent_at: new Date().toISOString(),
      expires_at: expiresAt(),
    })
    .eq('id', found.invitation.id)
    .select(INVITATION_COLUMNS)
    .single();
  if (error) throw new Error(`invitation update failed: ${error.message}`);
  return jsonResponse({ success: true, invitation: data, ...(viaInvite ? { resent: true } : {}) }, 200);
}

async function revoke(db: SupabaseClient, input: RevokeRequest): Promise<Response> {
  const found = await pendingInvitation(db, input.invitationId);
  if (!found.ok) return found.response;
  const { data, error } = await db
    .from('company_invitations')
    .update({ status: 'revoked', revoked_at: new Date().toISOString() })
    .eq('id', found.invitation.id)
    .eq('status', 'pending')
    .select(INVITATION_COLUMNS)
    .maybeSingle();
  if (error) throw new Error(`invitation revoke failed: ${error.message}`);
  if (!data) return conflict('The invitation was accepted or revoked meanwhile.', 'not_pending');

  // The link must stop working: an account that never accepted goes with its invitation.
  const userId = found.invitation.user_id;
  if (userId) {
    const { data: account } = await db.auth.admin.getUserById(userId);
    if (account.user && !account.user.email_confirmed_at) await db.auth.admin.deleteUser(userId);
  }
  return jsonResponse({ success: true, invitation: data }, 200);
}

type Found = { ok: true; invitation: Invitation } | { ok: false; response: Response };

async function pendingInvitation(db: SupabaseClient, id: string): Promise<Found> {
  const { data, error } = await db.from('company_invitations').select(INVITATION_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(`invitation lookup failed: ${error.message}`);
  if (!data) return { ok: false, response: jsonResponse({ error: 'Invitation not found' }, 404) };
  const invitation = data as Invitation;
  if (invitation.status !== 'pending') {
    return { ok: false, response: conflict(`This invitation is ${invitation.status}; only pending invitations can change.`, 'not_pending') };
  }
  return { ok: true, invitation };
}

type Sent = { ok: true; userId: string } | { ok: false; response: Response };

async function sendInvite(
  db: SupabaseClient,
  env: FunctionEnv,
  email: string,
  origin: string | null | undefined,
  fullName: string | null,
): Promise<Sent> {
  const { data, error } = await db.auth.admin.inviteUserByEmail(email, {
    redirectTo: callbackUrl(origin, env.SITE_URL),
    ...(fullName ? { data: { full_name: fullName } } : {}),
  });
  if (error) {
    if (error.code === 'email_exists' || error.status === 422) {
      return {
        ok: false,
        response: conflict('This e-mail already has an LXERA account. Change its role and company under Users instead.', 'account_exists'),
      };
    }
    throw new Error(`invite failed: ${error.status ?? ''} ${error.message}`);
  }
  if (!data.user) throw new Error('invite answered without a user');
  return { ok: true, userId: data.user.id };
}

function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
