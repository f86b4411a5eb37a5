import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { ticketsKeys } from './keys';
import { fetchTicketPage, type TicketPageRequest } from './ticket-page';

export function ticketsPageQueryOptions(request: TicketPageRequest) {
  const { page, pageSize, ...filter } = request;
  return queryOptions({
    queryKey: ticketsKeys.page(filter, page, pageSize),
    queryFn: async () => fetchTicketPage(await loadSupabase(), request),
    // Paging and typing in the search box keep the old rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useTicketsPageQuery(request: TicketPageRequest) {
  return useQuery(ticketsPageQueryOptions(request));
}
