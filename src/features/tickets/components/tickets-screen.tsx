import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { ListResultsCard } from '@/components/ui/list-results-card';
import type { TicketType } from '@/data/tickets/ticket-types';
import { useTicketsPageQuery } from '@/data/tickets/tickets-page-query';
import { useTicketFilters } from '../use-ticket-filters';
import { ExportTicketsButton } from './export-tickets-button';
import { TicketDetailPanel } from './ticket-detail-panel';
import { TicketFiltersBar } from './ticket-filters-bar';
import { TicketsTable } from './tickets-table';

export const TICKETS_PAGE_SIZE = 25;

/**
 * A server-paged ticket list with filters, search, a detail panel and CSV export. /admin/tickets shows
 * every type; /admin/feedback and /admin/demo-requests pass their `scope`.
 */
export function TicketsScreen({
  title,
  description,
  scope,
  typeOptions,
  fileLabel,
}: {
  title: string;
  description: string;
  /** Types the list is limited to; empty for every type. */
  scope: readonly TicketType[];
  typeOptions: readonly TicketType[];
  fileLabel: string;
}) {
  const { state, filter, update, clear } = useTicketFilters(scope);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useTicketsPageQuery({ ...filter, page: state.page, pageSize: TICKETS_PAGE_SIZE });
  const page = query.data;
  const rows = page?.rows ?? [];
  const first = state.page * TICKETS_PAGE_SIZE + 1;
  const last = state.page * TICKETS_PAGE_SIZE + rows.length;
  const filtered = Boolean(state.type || state.status || state.priority || state.search);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader title={title} description={description} actions={<ExportTicketsButton filter={filter} fileLabel={fileLabel} />} />
      <TicketFiltersBar state={state} typeOptions={typeOptions} onChange={update} />
      <ListResultsCard
        query={query}
        rowCount={rows.length}
        errorTitle="Tickets could not be loaded"
        filtered={filtered}
        onClearFilters={clear}
        empty={{
          icon: Inbox,
          filteredTitle: 'No tickets match these filters',
          filteredText: 'Try another search term or clear a filter.',
          title: 'No tickets yet',
          text: 'New submissions appear here as soon as they arrive.',
        }}
      >
        <TicketsTable rows={rows} loading={query.isPending} selectedId={openId} onOpen={setOpenId} />
      </ListResultsCard>
      <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {page && rows.length > 0
            ? page.total !== null
              ? `Showing ${first}–${last} of ${page.total.toLocaleString('en-US')}`
              : `Showing ${first}–${last}`
            : query.isPending
              ? 'Loading tickets…'
              : ''}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={state.page === 0} onClick={() => update({ ...state, page: state.page - 1 })}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={!page?.hasMore} onClick={() => update({ ...state, page: state.page + 1 })}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
      <TicketDetailPanel ticketId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
