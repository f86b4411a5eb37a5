import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import { leadsKeys } from './keys';

export interface LeadStatusChange {
  id: string;
  status: 'waitlisted' | 'approved' | 'onboarded' | 'rejected';
}

/** Super admins only (row-level security); a lead turned into a company becomes 'onboarded'. */
export async function setLeadStatus({ id, status }: LeadStatusChange): Promise<void> {
  const supabase = await loadSupabase();
  const rows = unwrap(await supabase.from('early_access_leads').update({ status }).eq('id', id).select('id')) ?? [];
  if (rows.length === 0) throw new Error('Lead not found');
}

export function useLeadStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeadStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKeys.all }),
  });
}
