import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { DetailField, DetailSheetLoading } from '@/components/ui/detail-sheet-parts';
import { useTicketDeleteMutation } from '@/data/tickets/ticket-delete-mutation';
import { useTicketQuery } from '@/data/tickets/ticket-query';
import { TICKET_PRIORITIES, TICKET_STATUSES, type Ticket } from '@/data/tickets/ticket-types';
import { useTicketUpdateMutation, type TriageChange } from '@/data/tickets/ticket-update-mutation';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_TONES,
  TICKET_TYPE_LABELS,
  formatDateTime,
  labelOf,
  senderName,
} from '../ticket-labels';
import { DeleteTicketDialog } from './delete-ticket-dialog';

const METADATA_LABELS: Record<string, string> = {
  category: 'Category',
  priority: 'Requested priority',
  platform: 'Platform',
  user_agent: 'User agent',
  submitted_from: 'Submitted from',
  steps_to_reproduce: 'Steps to reproduce',
  expected_behavior: 'Expected behavior',
  actual_behavior: 'Actual behavior',
};

function metadataEntries(ticket: Ticket): [string, string][] {
  const metadata = ticket.metadata;
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata)) return [];
  return Object.entries(metadata)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => [METADATA_LABELS[key] ?? key, typeof value === 'string' ? value : JSON.stringify(value)]);
}

export function TicketDetailPanel({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const query = useTicketQuery(ticketId);
  return (
    <Sheet open={ticketId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent aria-describedby={undefined}>
        {query.isPending ? (
          <DetailSheetLoading title="Loading ticket…" />
        ) : query.data ? (
          <TicketDetails key={query.data.id} ticket={query.data} onDeleted={onClose} />
        ) : (
          <div className="grid gap-3">
            <SheetTitle>Ticket not found</SheetTitle>
            <Alert>It may have been deleted by someone else.</Alert>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function TicketDetails({ ticket, onDeleted }: { ticket: Ticket; onDeleted: () => void }) {
  const [notes, setNotes] = useState(ticket.notes ?? '');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useTicketUpdateMutation();
  const remove = useTicketDeleteMutation();
  const name = senderName(ticket);

  const save = (changes: TriageChange['changes'], done: string) => {
    update.mutate(
      { id: ticket.id, changes },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: (error) => toast({ title: 'Update failed', description: error.message, variant: 'destructive' }),
      },
    );
  };

  const confirmDelete = () => {
    remove.mutate(ticket.id, {
      onSuccess: () => {
        toast({ title: 'Ticket deleted', variant: 'success' });
        setConfirmingDelete(false);
        onDeleted();
      },
      onError: (error) => toast({ title: 'Delete failed', description: error.message, variant: 'destructive' }),
    });
  };

  const extras: [string, string | null][] = [
    ['Job title', ticket.job_title],
    ['Phone', ticket.phone],
    ['Company size', ticket.company_size],
    ['Country', ticket.country],
    ['Source', ticket.source],
    ['Budget range', ticket.budget_range],
    ['Timeline', ticket.timeline],
    ['Use case', ticket.use_case],
    ['Referral source', ticket.referral_source],
  ];

  return (
    <>
      <SheetHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="outline">{labelOf(TICKET_TYPE_LABELS, ticket.ticket_type)}</Badge>
          <Badge tone={(TICKET_STATUS_TONES as Record<string, 'neutral'>)[ticket.status] ?? 'neutral'}>
            {labelOf(TICKET_STATUS_LABELS, ticket.status)}
          </Badge>
        </div>
        <SheetTitle>{name}</SheetTitle>
        <SheetDescription>
          {ticket.email}
          {ticket.company ? ` · ${ticket.company}` : ''} · submitted {formatDateTime(ticket.submitted_at)}
        </SheetDescription>
      </SheetHeader>

      <section aria-labelledby="triage-heading" className="grid gap-3 rounded-lg border p-4">
        <h3 id="triage-heading" className="text-sm font-semibold">
          Triage
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="ticket-status">Status</Label>
            <NativeSelect
              id="ticket-status"
              value={ticket.status}
              disabled={update.isPending}
              onChange={(event) => save({ status: event.target.value }, 'Status updated')}
            >
              {TICKET_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TICKET_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="ticket-priority">Priority</Label>
            <NativeSelect
              id="ticket-priority"
              value={ticket.priority}
              disabled={update.isPending}
              onChange={(event) => save({ priority: event.target.value }, 'Priority updated')}
            >
              {TICKET_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {TICKET_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="ticket-notes">Internal notes</Label>
          <Textarea id="ticket-notes" rows={4} maxLength={10000} value={notes} onChange={(event) => setNotes(event.target.value)} />
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {ticket.processed_at ? `Last processed ${formatDateTime(ticket.processed_at)}` : 'Not processed yet'}
            </p>
            <Button
              size="sm"
              variant="secondary"
              disabled={update.isPending || notes === (ticket.notes ?? '')}
              onClick={() => save({ notes: notes.trim() ? notes : null }, 'Notes saved')}
            >
              {update.isPending ? <Spinner className="size-4 text-current" /> : null}
              Save notes
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="message-heading" className="grid gap-2">
        <h3 id="message-heading" className="text-sm font-semibold">
          Message
        </h3>
        <p className="whitespace-pre-wrap break-words rounded-lg bg-muted/50 p-3 text-sm">{ticket.message || 'No message.'}</p>
      </section>

      <dl className="grid gap-3 sm:grid-cols-2">
        {extras
          .filter((entry): entry is [string, string] => Boolean(entry[1]))
          .map(([label, value]) => (
            <DetailField preserveLines key={label} label={label}>
              {value}
            </DetailField>
          ))}
        {metadataEntries(ticket).map(([label, value]) => (
          <DetailField preserveLines key={label} label={label}>
            {value}
          </DetailField>
        ))}
      </dl>

      <div className="mt-auto border-t pt-4">
        <Button variant="outline" className="text-destructive-soft-foreground" onClick={() => setConfirmingDelete(true)}>
          <Trash2 aria-hidden="true" />
          Delete ticket
        </Button>
      </div>
      <DeleteTicketDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        sender={name}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
