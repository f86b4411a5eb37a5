import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketType } from '@/data/tickets/ticket-types';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from '../ticket-labels';
import type { TicketFilterState } from '../use-ticket-filters';

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
  return (
    <div role="search" aria-label="Filter tickets" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchInput id="ticket-search" label="Search" placeholder="Name, email, company or message" value={state.search} onChange={(search) => onChange({ search })} />
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
