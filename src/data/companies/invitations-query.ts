// Company-admin invitations, newest first: one company's (the detail panel) or every pending one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { CompanyInvitation, DbClient } from './company-types';
import { companiesKeys } from './keys';

const MAX_INVITATIONS = 100;

export async function fetchInvitations(client: DbClient, companyId: string | null): Promise<CompanyInvitation[]> {
  let query = client.from('company_invitations').select('*');
  query = companyId ? query.eq('company_id', companyId) : query.eq('status', 'pending');
  return unwrap(await query.order('created_at', { ascending: false }).limit(MAX_INVITATIONS)) ?? [];
}

export function invitationsQueryOptions(companyId: string | null) {
  return queryOptions({
    queryKey: companiesKeys.invitations(companyId),
    queryFn: async () => fetchInvitations(await loadSupabase(), companyId),
  });
}

/** `companyId` null: every pending invitation on the platform. */
export function useInvitationsQuery(companyId: string | null) {
  return useQuery(invitationsQueryOptions(companyId));
}
