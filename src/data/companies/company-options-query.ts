// Every company as {id, name, is_active}, for pickers and filters (the platform has hundreds, not millions).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { Company, DbClient } from './company-types';
import { companiesKeys } from './keys';

export type CompanyOption = Pick<Company, 'id' | 'name' | 'is_active'>;

const MAX_OPTIONS = 1000;

export async function fetchCompanyOptions(client: DbClient): Promise<CompanyOption[]> {
  return unwrap(await client.from('companies').select('id, name, is_active').order('name').limit(MAX_OPTIONS)) ?? [];
}

export function companyOptionsQueryOptions() {
  return queryOptions({ queryKey: companiesKeys.options(), queryFn: async () => fetchCompanyOptions(await loadSupabase()) });
}

export function useCompanyOptionsQuery() {
  return useQuery(companyOptionsQueryOptions());
}
