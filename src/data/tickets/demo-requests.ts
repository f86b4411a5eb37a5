// Demo-request helpers of spec §7: the ticket service narrowed to ticketType demo_request.
import { errorMessage } from '../../lib/api-error';
import { logger } from '../../lib/logger';
import { deleteTicket, getTicket, getTicketStats, listTickets, updateTicket } from './ticket-service';
import type { Ticket, TicketClient, TicketResult, TicketUpdate } from './ticket-types';

export interface DemoRequestInput {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  companySize: string;
  country: string;
  source: string;
  jobTitle?: string;
  phone?: string;
  message?: string;
}

export type DemoRequestSubmitResult = { success: true; id: string } | { success: false; error: string };

const SUBMIT_FALLBACK = 'Failed to submit demo request';

/** The function's own `error` text from a non-2xx answer, when it sent one. */
async function functionErrorText(context: unknown): Promise<string | undefined> {
  if (!(context instanceof Response)) return undefined;
  try {
    const body = (await context.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a demo request through the submit-ticket edge function (anonymous visitors may call it). */
export async function submitDemoRequest(client: TicketClient, input: DemoRequestInput): Promise<DemoRequestSubmitResult> {
  const fields = Object.entries({ ...input, ticketType: 'demo_request' })
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([key, value]) => [key, key === 'email' ? value.trim().toLowerCase() : value.trim()]);
  try {
    const { data, error } = await client.functions.invoke<{ success?: boolean; id?: string; error?: string }>('submit-ticket', {
      body: Object.fromEntries(fields),
    });
    if (error) return { success: false, error: (await functionErrorText(error.context)) ?? SUBMIT_FALLBACK };
    if (!data?.success || !data.id) return { success: false, error: data?.error || SUBMIT_FALLBACK };
    return { success: true, id: data.id };
  } catch (error) {
    logger.error('Error submitting demo request', error);
    return { success: false, error: errorMessage(error) };
  }
}

export function listDemoRequests(client: TicketClient): Promise<Ticket[]> {
  return listTickets(client, 'demo_request');
}

/** The ticket, or null when it is missing or is not a demo request. */
export async function getDemoRequest(client: TicketClient, id: string): Promise<Ticket | null> {
  const ticket = await getTicket(client, id);
  return ticket?.ticket_type === 'demo_request' ? ticket : null;
}

export function updateDemoRequest(client: TicketClient, id: string, changes: TicketUpdate): Promise<TicketResult> {
  return updateTicket(client, id, changes);
}

export function deleteDemoRequest(client: TicketClient, id: string): Promise<TicketResult> {
  return deleteTicket(client, id);
}

export async function getDemoRequestStats(client: TicketClient): Promise<{ total: number; new: number }> {
  const stats = await getTicketStats(client, 'demo_request');
  return { total: stats.total, new: stats.new };
}
