import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { Company, CompanyInput, DbClient } from './company-types';
import { companiesKeys } from './keys';

export interface CompanySave {
  /** Absent: create. */
  id?: string;
  values: CompanyInput;
}

/** Thrown for a slug another company already has, so the form can mark the field. */
export class SlugTakenError extends Error {
  constructor() {
    super('Another company already uses this slug.');
    this.name = 'SlugTakenError';
  }
}

export async function saveCompany(client: DbClient, { id, values }: CompanySave): Promise<Company> {
  const result = id
    ? await client.from('companies').update(values).eq('id', id).select('*').single()
    : await client.from('companies').insert(values).select('*').single();
  if (result.error) {
    if (result.error.code === '23505') throw new SlugTakenError();
    throw new ApiError(result.error.message, result.status, result.error.code);
  }
  return result.data;
}

export function useCompanySaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: CompanySave) => saveCompany(await loadSupabase(), save),
    onSuccess: (company) => queryClient.setQueryData(companiesKeys.detail(company.id), company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
