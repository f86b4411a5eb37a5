import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { ticketsKeys } from './keys';
import { getTicket } from './ticket-service';

export function ticketQueryOptions(id: string) {
  return queryOptions({ queryKey: ticketsKeys.detail(id), queryFn: async () => getTicket(await loadSupabase(), id) });
}

export function useTicketQuery(id: string | null) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), enabled: Boolean(id) });
}
