// The ticket list's filter, kept in the URL.
import { useMemo } from 'react';
import type { TicketFilter } from '@/data/tickets/ticket-page';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  isTicketType,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from '@/data/tickets/ticket-types';
import { oneOf, useUrlListState } from '@/lib/use-url-list-state';

export interface TicketFilterState {
  type: TicketType | '';
  status: TicketStatus | '';
  priority: TicketPriority | '';
  search: string;
  page: number;
}

const KEYS = { type: 'type', status: 'status', priority: 'priority', search: 'q' } as const;

export function useTicketFilters(scope: readonly TicketType[]) {
  const { raw, page, update, clear } = useUrlListState(KEYS);
  const state: TicketFilterState = {
    type: isTicketType(raw.type) && (scope.length === 0 || scope.includes(raw.type)) ? raw.type : '',
    status: oneOf(TICKET_STATUSES, raw.status),
    priority: oneOf(TICKET_PRIORITIES, raw.priority),
    search: raw.search ?? '',
    page,
  };

  const filter: TicketFilter = useMemo(
    () => ({
      types: state.type ? [state.type] : scope,
      ...(state.status ? { status: state.status } : {}),
      ...(state.priority ? { priority: state.priority } : {}),
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
    }),
    [state.type, state.status, state.priority, state.search, scope],
  );

  return { state, filter, update, clear };
}
