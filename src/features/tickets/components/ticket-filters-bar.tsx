import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketType } from '@/data/tickets/ticket-types';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from '../ticket-labels';
import type { TicketFilterState } from '../use-ticket-filters';

const SEARCH_DEBOUNCE_MS = 300;

export function TicketFiltersBar({
  state,
  typeOptions,
  onChange,
}: {
  state: TicketFilterState;
  /** The types this list may show; a single type hides the type filter. */
  typeOptions: readonly TicketType[];
  onChange: (changes: Partial<TicketFilterState>) => void;
}) {
  const [search, setSearch] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  // 'Clear filters' (or Back) changes the URL's term: show it instead of the stale text.
  if (state.search !== syncedSearch) {
    setSyncedSearch(state.search);
    if (state.search.trim() !== search.trim()) setSearch(state.search);
  }

  // Typing updates the URL (and the query) once the user pauses.
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  return (
    <div role="search" aria-label="Filter tickets" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="ticket-search"
            type="search"
            className="pl-9"
            placeholder="Name, email, company or message"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {typeOptions.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor="ticket-type-filter">Type</Label>
          <NativeSelect id="ticket-type-filter" value={state.type} onChange={(event) => onChange({ type: event.target.value as TicketType | '' })}>
            <option value="">All types</option>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {TICKET_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-status-filter">Status</Label>
        <NativeSelect
          id="ticket-status-filter"
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value as TicketFilterState['status'] })}
        >
          <option value="">All statuses</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TICKET_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-priority-filter">Priority</Label>
        <NativeSelect
          id="ticket-priority-filter"
          value={state.priority}
          onChange={(event) => onChange({ priority: event.target.value as TicketFilterState['priority'] })}
        >
          <option value="">All priorities</option>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TICKET_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
