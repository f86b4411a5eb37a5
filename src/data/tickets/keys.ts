// React Query keys of public.tickets. Mutations invalidate `ticketsKeys.all`, never inline arrays.
import type { TicketFilter } from './ticket-page';

export const ticketsKeys = {
  all: ['tickets'] as const,
  pages: () => [...ticketsKeys.all, 'page'] as const,
  page: (filter: TicketFilter, page: number, pageSize: number) => [...ticketsKeys.pages(), filter, page, pageSize] as const,
  details: () => [...ticketsKeys.all, 'detail'] as const,
  detail: (id: string) => [...ticketsKeys.details(), id] as const,
  stats: (ticketType?: string) => [...ticketsKeys.all, 'stats', ticketType ?? 'all'] as const,
};
