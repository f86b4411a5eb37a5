import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { DbClient } from './company-types';
import { companiesKeys } from './keys';

export interface CompanyActivation {
  id: string;
  active: boolean;
}

/** Deactivating a company takes every role from its members (the role helpers check the company). */
export async function setCompanyActive(client: DbClient, { id, active }: CompanyActivation): Promise<void> {
  const rows = unwrap(await client.from('companies').update({ is_active: active }).eq('id', id).select('id')) ?? [];
  if (rows.length === 0) throw new Error('Company not found');
}

export function useCompanyActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CompanyActivation) => setCompanyActive(await loadSupabase(), change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
