import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { setCompanyActive, type CompanyActivation } from './company-writes';
import { companiesKeys } from './keys';

export function useCompanyActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CompanyActivation) => setCompanyActive(await loadSupabase(), change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
