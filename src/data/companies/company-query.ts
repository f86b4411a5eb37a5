import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { Company, DbClient } from './company-types';
import { companiesKeys } from './keys';

export async function fetchCompany(client: DbClient, id: string): Promise<Company | null> {
  return unwrap(await client.from('companies').select('*').eq('id', id).maybeSingle());
}

export function companyQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: companiesKeys.detail(id ?? ''),
    queryFn: id ? async () => fetchCompany(await loadSupabase(), id) : skipToken,
  });
}

export function useCompanyQuery(id: string | null) {
  return useQuery(companyQueryOptions(id));
}
