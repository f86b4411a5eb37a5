// Approved early-access leads that have no company yet: the candidates for "Create company from lead".
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { Database, Tables } from '@/types/database';
import { leadsKeys } from './keys';

export type ApprovedLead = Pick<
  Tables<'early_access_leads'>,
  'id' | 'email' | 'full_name' | 'company' | 'company_size' | 'job_role' | 'use_case' | 'created_at'
>;

const MAX_LEADS = 50;

export async function fetchApprovedLeads(client: SupabaseClient<Database>): Promise<ApprovedLead[]> {
  return unwrap(
    await client
      .from('early_access_leads')
      .select('id, email, full_name, company, company_size, job_role, use_case, created_at')
      .eq('status', 'approved')
      .order('created_at', { ascending: false })
      .limit(MAX_LEADS),
  ) ?? [];
}

export function approvedLeadsQueryOptions() {
  return queryOptions({ queryKey: leadsKeys.approved(), queryFn: async () => fetchApprovedLeads(await loadSupabase()) });
}

export function useApprovedLeadsQuery() {
  return useQuery(approvedLeadsQueryOptions());
}
