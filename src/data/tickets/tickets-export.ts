// CSV export of the current filter (papaparse quotes and escapes every field).
import Papa from 'papaparse';
import { loadSupabase } from '@/lib/load-supabase';
import { fetchAllTickets, type TicketFilter } from './ticket-page';
import type { Ticket } from './ticket-types';

const CSV_COLUMNS = [
  'id', 'ticket_type', 'status', 'priority', 'submitted_at', 'first_name', 'last_name', 'email', 'company', 'job_title',
  'phone', 'company_size', 'country', 'source', 'message', 'notes', 'processed_by', 'processed_at', 'metadata',
] as const satisfies readonly (keyof Ticket)[];

export function ticketsToCsv(tickets: readonly Ticket[]): string {
  const rows = tickets.map((ticket) =>
    CSV_COLUMNS.map((column) => (column === 'metadata' ? JSON.stringify(ticket.metadata) : (ticket[column] ?? ''))),
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows });
}

export async function exportTicketsCsv(filter: TicketFilter): Promise<{ csv: string; count: number }> {
  const tickets = await fetchAllTickets(await loadSupabase(), filter);
  return { csv: ticketsToCsv(tickets), count: tickets.length };
}
