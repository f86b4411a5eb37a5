import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { saveCompany, type CompanySave } from './company-writes';
import { companiesKeys } from './keys';

export function useCompanySaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: CompanySave) => saveCompany(await loadSupabase(), save),
    onSuccess: (company) => queryClient.setQueryData(companiesKeys.detail(company.id), company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
