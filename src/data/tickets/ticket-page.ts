// One server-side page of tickets for the admin lists: range + exact count, or the search_tickets RPC.
import type { Ticket, TicketClient, TicketPriority, TicketStatus, TicketType } from './ticket-types';

export interface TicketFilter {
  /** Empty: every type. /admin/feedback passes the three feedback types. */
  types: readonly TicketType[];
  status?: TicketStatus;
  priority?: TicketPriority;
  search?: string;
}

export interface TicketPageRequest extends TicketFilter {
  page: number;
  pageSize: number;
}

export interface TicketPage {
  rows: Ticket[];
  /** Exact count of the filter; null when the search RPC served the page (it does not count). */
  total: number | null;
  hasMore: boolean;
}

/** LIKE wildcards in the term are matched literally, as search_tickets does. */
export function likePattern(term: string): string {
  return `%${term.trim().toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** search_tickets is index-backed but knows only one type and status; other searches fall back to the table. */
function canUseSearchRpc(filter: TicketFilter): boolean {
  return Boolean(filter.search?.trim()) && filter.types.length <= 1 && !filter.priority;
}

async function searchPage(client: TicketClient, request: TicketPageRequest): Promise<TicketPage> {
  // One extra row tells whether a next page exists without counting every match.
  const { data, error } = await client.rpc('search_tickets', {
    p_query: request.search?.trim() ?? '',
    ...(request.types[0] ? { p_ticket_type: request.types[0] } : {}),
    ...(request.status ? { p_status: request.status } : {}),
    p_limit: request.pageSize + 1,
    p_offset: request.page * request.pageSize,
  });
  if (error) throw new Error(`Failed to fetch tickets: ${error.message}`);
  return { rows: data.slice(0, request.pageSize), total: null, hasMore: data.length > request.pageSize };
}

/** Builds the filtered table query; shared by the page and the CSV export. */
export function filteredTicketsQuery(client: TicketClient, filter: TicketFilter, count?: 'exact') {
  let query = client.from('tickets').select('*', count ? { count } : undefined);
  if (filter.types.length === 1 && filter.types[0]) query = query.eq('ticket_type', filter.types[0]);
  else if (filter.types.length > 1) query = query.in('ticket_type', [...filter.types]);
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.priority) query = query.eq('priority', filter.priority);
  if (filter.search?.trim()) query = query.like('search_text', likePattern(filter.search));
  return query.order('submitted_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchTicketPage(client: TicketClient, request: TicketPageRequest): Promise<TicketPage> {
  if (canUseSearchRpc(request)) return searchPage(client, request);
  const from = request.page * request.pageSize;
  const { data, error, count } = await filteredTicketsQuery(client, request, 'exact').range(from, from + request.pageSize - 1);
  if (error) throw new Error(`Failed to fetch tickets: ${error.message}`);
  const total = count ?? data.length;
  return { rows: data, total, hasMore: from + data.length < total };
}

/** Every ticket of a filter for CSV export, fetched in pages of 1,000 up to `limit`. */
export async function fetchAllTickets(client: TicketClient, filter: TicketFilter, limit = 10_000): Promise<Ticket[]> {
  const rows: Ticket[] = [];
  const batch = 1000;
  while (rows.length < limit) {
    const { data, error } = await filteredTicketsQuery(client, filter).range(rows.length, rows.length + batch - 1);
    if (error) throw new Error(`Failed to fetch tickets: ${error.message}`);
    rows.push(...data);
    if (data.length < batch) break;
  }
  return rows.slice(0, limit);
}
