// Display labels for ticket vocabularies; the stored values stay the database's.
import type { BadgeTone } from '@/components/ui/badge';
import type { Ticket, TicketPriority, TicketStatus, TicketType } from '@/data/tickets/ticket-types';

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  general_feedback: 'General feedback',
  contact_sales: 'Contact sales',
  early_access: 'Early access',
  demo_request: 'Demo request',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const TICKET_STATUS_TONES: Record<TicketStatus, BadgeTone> = {
  new: 'primary',
  in_progress: 'accent',
  resolved: 'neutral',
  closed: 'outline',
};

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

export function senderName(ticket: Pick<Ticket, 'first_name' | 'last_name'>): string {
  return ticket.first_name === ticket.last_name ? ticket.first_name : `${ticket.first_name} ${ticket.last_name}`;
}

/** The title line of a feedback message ('title\n\ndescription'), or the message's first line. */
export function messageSummary(message: string | null): string {
  return (message ?? '').split('\n')[0]?.trim() ?? '';
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export function formatDateTime(value: string | null): string {
  return value ? dateTime.format(new Date(value)) : '—';
}
