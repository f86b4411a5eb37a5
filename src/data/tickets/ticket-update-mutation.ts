import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { ticketsKeys } from './keys';
import { updateTicket } from './ticket-service';
import type { TicketUpdate } from './ticket-types';

export interface TriageChange {
  id: string;
  changes: Pick<TicketUpdate, 'status' | 'priority' | 'notes'>;
}

/** Applies a triage change as the signed-in admin, who is recorded with the time on every change. */
export async function applyTriageChange({ id, changes }: TriageChange): Promise<void> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const processedBy = data.session?.user.id;
  if (!processedBy) throw new Error('Your session has ended. Please sign in again.');
  const result = await updateTicket(supabase, id, { ...changes, processed_by: processedBy, processed_at: new Date().toISOString() });
  if (!result.success) throw new Error(result.error);
}

export function useTicketUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTriageChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.all }),
  });
}
