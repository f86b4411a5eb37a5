// Ticket vocabulary of spec §3/§4 and the tickets table's check constraints.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesUpdate } from '@/types/database';

export const TICKET_TYPES = [
  'bug_report',
  'feature_request',
  'general_feedback',
  'contact_sales',
  'early_access',
  'demo_request',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const FEEDBACK_TICKET_TYPES = ['bug_report', 'feature_request', 'general_feedback'] as const;
export type FeedbackTicketType = (typeof FEEDBACK_TICKET_TYPES)[number];

export const TICKET_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export type Ticket = Tables<'tickets'>;
export type TicketUpdate = TablesUpdate<'tickets'>;

/** Every service function takes its client, so tests can hand in a Node client signed in as anyone. */
export type TicketClient = SupabaseClient<Database>;

export interface TicketStats {
  total: number;
  new: number;
  byType: Record<string, number>;
}

/** update and delete never throw: spec §7's result object. */
export type TicketResult = { success: true } | { success: false; error: string };

export function isTicketType(value: unknown): value is TicketType {
  return typeof value === 'string' && (TICKET_TYPES as readonly string[]).includes(value);
}
