// Invite, resend and revoke through the invite-company-admin edge function (super admins only; the
// function checks the caller on the server and writes the invitation there).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { functionError } from '../public-forms/function-error';
import type { CompanyInvitation } from './company-types';
import { companiesKeys } from './keys';

export interface InviteAdminInput {
  email: string;
  companyId: string;
  fullName?: string;
  leadId?: string;
}

export type InvitationAction =
  | ({ action: 'invite' } & InviteAdminInput)
  | { action: 'resend'; invitationId: string }
  | { action: 'revoke'; invitationId: string };

export interface InvitationAnswer {
  success: true;
  invitation: CompanyInvitation;
  /** invite only: true when a pending invitation to the same company was sent again. */
  resent?: boolean;
}

const FALLBACKS: Record<InvitationAction['action'], string> = {
  invite: 'The invitation could not be sent. Please try again.',
  resend: 'The invitation could not be resent. Please try again.',
  revoke: 'The invitation could not be revoked. Please try again.',
};

export async function runInvitationAction(request: InvitationAction): Promise<InvitationAnswer> {
  const supabase = await loadSupabase();
  // The link in the mail returns to this app, wherever it is served.
  const body = request.action === 'revoke' ? request : { ...request, redirectTo: window.location.origin };
  const { data, error } = await supabase.functions.invoke<InvitationAnswer>('invite-company-admin', { body });
  if (error) throw await functionError(error, FALLBACKS[request.action]);
  if (!data?.success) throw new Error(FALLBACKS[request.action]);
  return data;
}

export function useInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runInvitationAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
