import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { ticketsKeys } from './keys';
import { deleteTicket } from './ticket-service';

export async function removeTicket(id: string): Promise<void> {
  const result = await deleteTicket(await loadSupabase(), id);
  if (!result.success) throw new Error(result.error);
}

export function useTicketDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTicket,
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: ticketsKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.all }),
  });
}
