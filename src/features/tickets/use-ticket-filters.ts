// The list's filter lives in the URL, so a filtered view can be shared, bookmarked and survives a reload.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TicketFilter } from '@/data/tickets/ticket-page';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  isTicketType,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from '@/data/tickets/ticket-types';

export interface TicketFilterState {
  type: TicketType | '';
  status: TicketStatus | '';
  priority: TicketPriority | '';
  search: string;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value && (values as readonly string[]).includes(value) ? (value as T) : '';
}

export function useTicketFilters(scope: readonly TicketType[]) {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const state: TicketFilterState = {
    type: isTicketType(typeParam) && (scope.length === 0 || scope.includes(typeParam)) ? typeParam : '',
    status: oneOf(TICKET_STATUSES, params.get('status')),
    priority: oneOf(TICKET_PRIORITIES, params.get('priority')),
    search: params.get('q') ?? '',
    page: Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0),
  };

  const update = useCallback(
    (changes: Partial<TicketFilterState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (changes.type !== undefined) set('type', changes.type);
          if (changes.status !== undefined) set('status', changes.status);
          if (changes.priority !== undefined) set('priority', changes.priority);
          if (changes.search !== undefined) set('q', changes.search);
          // Any filter change starts again on page 1.
          const page = changes.page ?? 0;
          set('page', page > 0 ? String(page + 1) : '');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const filter: TicketFilter = useMemo(
    () => ({
      types: state.type ? [state.type] : scope,
      ...(state.status ? { status: state.status } : {}),
      ...(state.priority ? { priority: state.priority } : {}),
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
    }),
    [state.type, state.status, state.priority, state.search, scope],
  );

  return { state, filter, update };
}
