// The ticket service of spec §7/§8: list, stats, get, update, delete with their exact failure shapes.
import { errorMessage } from '../../lib/api-error';
import { logger } from '../../lib/logger';
import type { Ticket, TicketClient, TicketResult, TicketStats, TicketType, TicketUpdate } from './ticket-types';

/** All tickets (optionally of one type), newest first. Throws 'Failed to fetch tickets: {message}'. */
export async function listTickets(client: TicketClient, ticketType?: TicketType): Promise<Ticket[]> {
  let query = client.from('tickets').select('*');
  if (ticketType) query = query.eq('ticket_type', ticketType);
  const { data, error } = await query.order('submitted_at', { ascending: false });
  if (error) throw new Error(`Failed to fetch tickets: ${error.message}`);
  return data;
}

function emptyStats(): TicketStats {
  return { total: 0, new: 0, byType: {} };
}

/** {total, new, byType}, counted by the ticket_stats RPC; zeros (and a log line) on any error. */
export async function getTicketStats(client: TicketClient, ticketType?: TicketType): Promise<TicketStats> {
  try {
    const { data, error } = await client.rpc('ticket_stats', ticketType ? { p_ticket_type: ticketType } : {});
    if (error) {
      logger.error('Error fetching ticket stats', error);
      return emptyStats();
    }
    const stats = data as Partial<TicketStats> | null;
    return { total: Number(stats?.total ?? 0), new: Number(stats?.new ?? 0), byType: { ...(stats?.byType ?? {}) } };
  } catch (error) {
    logger.error('Error fetching ticket stats', error);
    return emptyStats();
  }
}

/** One ticket, or null (logged) when it is missing, hidden or the call fails. */
export async function getTicket(client: TicketClient, id: string): Promise<Ticket | null> {
  try {
    const { data, error } = await client.from('tickets').select('*').eq('id', id).single();
    if (error) {
      logger.error('Error fetching ticket', error);
      return null;
    }
    return data;
  } catch (error) {
    logger.error('Error fetching ticket', error);
    return null;
  }
}

/** Partial update. A row that RLS hides updates nothing, which is reported as a failure too. */
export async function updateTicket(client: TicketClient, id: string, changes: TicketUpdate): Promise<TicketResult> {
  try {
    const { data, error } = await client.from('tickets').update(changes).eq('id', id).select('id');
    if (error) {
      logger.error('Error updating ticket', error);
      return { success: false, error: error.message };
    }
    if (data.length === 0) return { success: false, error: 'Ticket not found' };
    return { success: true };
  } catch (error) {
    logger.error('Error updating ticket', error);
    return { success: false, error: errorMessage(error) };
  }
}

export async function deleteTicket(client: TicketClient, id: string): Promise<TicketResult> {
  try {
    const { data, error } = await client.from('tickets').delete().eq('id', id).select('id');
    if (error) {
      logger.error('Error deleting ticket', error);
      return { success: false, error: error.message };
    }
    if (data.length === 0) return { success: false, error: 'Ticket not found' };
    return { success: true };
  } catch (error) {
    logger.error('Error deleting ticket', error);
    return { success: false, error: errorMessage(error) };
  }
}
