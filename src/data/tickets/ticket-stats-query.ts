import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { ticketsKeys } from './keys';
import { getTicketStats } from './ticket-service';
import type { TicketType } from './ticket-types';

export function ticketStatsQueryOptions(ticketType?: TicketType) {
  return queryOptions({
    queryKey: ticketsKeys.stats(ticketType),
    queryFn: async () => getTicketStats(await loadSupabase(), ticketType),
  });
}

export function useTicketStatsQuery(ticketType?: TicketType) {
  return useQuery(ticketStatsQueryOptions(ticketType));
}
