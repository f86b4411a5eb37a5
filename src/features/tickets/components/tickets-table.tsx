import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/components/ui/table';
import type { Ticket } from '@/data/tickets/ticket-types';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_TONES,
  TICKET_TYPE_LABELS,
  formatDateTime,
  labelOf,
  messageSummary,
  senderName,
} from '../ticket-labels';

const SKELETON_ROWS = 6;
const SKELETON_COLUMNS = [undefined, undefined, undefined, 'hidden lg:table-cell', undefined, undefined];

export function TicketsTable({
  rows,
  loading,
  selectedId,
  onOpen,
}: {
  rows: readonly Ticket[];
  loading: boolean;
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Table aria-label="Tickets" aria-busy={loading}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Submitted</TableHead>
          <TableHead scope="col">From</TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col" className="hidden lg:table-cell">
            Subject
          </TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">Priority</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && rows.length === 0
          ? <TableSkeletonRows rows={SKELETON_ROWS} columns={SKELETON_COLUMNS} />
          : rows.map((ticket) => (
              <TableRow key={ticket.id} data-state={ticket.id === selectedId ? 'selected' : undefined} className="hover:bg-muted/50">
                <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(ticket.submitted_at)}</TableCell>
                <TableCell>
                  {/* The row's one interactive element: a real button, so keyboard and screen readers reach it. */}
                  <button
                    type="button"
                    className="grid text-left font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onOpen(ticket.id)}
                  >
                    <span>{senderName(ticket)}</span>
                    <span className="text-xs font-normal text-muted-foreground">
                      {ticket.email}
                      {ticket.company ? ` · ${ticket.company}` : ''}
                    </span>
                  </button>
                </TableCell>
                <TableCell className="whitespace-nowrap">{labelOf(TICKET_TYPE_LABELS, ticket.ticket_type)}</TableCell>
                <TableCell className="hidden max-w-xs truncate lg:table-cell">{messageSummary(ticket.message) || '—'}</TableCell>
                <TableCell>
                  <Badge tone={(TICKET_STATUS_TONES as Record<string, 'neutral'>)[ticket.status] ?? 'neutral'}>
                    {labelOf(TICKET_STATUS_LABELS, ticket.status)}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{labelOf(TICKET_PRIORITY_LABELS, ticket.priority)}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
