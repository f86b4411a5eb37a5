// The in-app feedback insert of spec §7, with the sender rules of spec §5.
import { DEFAULT_TICKET_PRIORITY } from '../../config/constants';
import type { FeedbackTicketType, TicketClient, TicketResult } from './ticket-types';

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

export interface FeedbackSender {
  email: string;
  fullName: string | null;
  role: string | null;
  companyName: string | null;
}

export interface FeedbackInput {
  type: FeedbackTicketType;
  title: string;
  description: string;
  category?: string;
  priority?: FeedbackPriority;
  stepsToReproduce?: string;
  expectedBehavior?: string;
  actualBehavior?: string;
}

/** Splits the full name on its first space; a missing first name becomes 'User'. */
export function splitSenderName(fullName: string | null): { firstName: string; lastName: string } {
  const trimmed = (fullName ?? '').trim();
  const space = trimmed.indexOf(' ');
  const first = space === -1 ? trimmed : trimmed.slice(0, space);
  const last = space === -1 ? '' : trimmed.slice(space + 1).trim();
  // The tickets table requires a non-blank last name; the first name stands in when there is none.
  return { firstName: first || 'User', lastName: last || first || 'User' };
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function feedbackTicketRow(input: FeedbackInput, sender: FeedbackSender, userAgent: string) {
  const { firstName, lastName } = splitSenderName(sender.fullName);
  const priority = input.priority ?? DEFAULT_TICKET_PRIORITY;
  const isBug = input.type === 'bug_report';
  const metadata = {
    category: blankToUndefined(input.category) ?? null,
    priority,
    platform: 'web',
    user_agent: userAgent,
    submitted_from: 'dashboard',
    ...(isBug
      ? {
          steps_to_reproduce: blankToUndefined(input.stepsToReproduce) ?? null,
          expected_behavior: blankToUndefined(input.expectedBehavior) ?? null,
          actual_behavior: blankToUndefined(input.actualBehavior) ?? null,
        }
      : {}),
  };
  return {
    ticket_type: input.type,
    first_name: firstName,
    last_name: lastName,
    email: sender.email.trim().toLowerCase(),
    company: sender.companyName?.trim() || 'Unknown',
    job_title: sender.role?.trim() || 'User',
    message: `${input.title.trim()}\n\n${input.description.trim()}`,
    priority,
    source: 'Platform Dashboard',
    status: 'new',
    metadata,
  };
}

export async function insertFeedbackTicket(
  client: TicketClient,
  input: FeedbackInput,
  sender: FeedbackSender,
  userAgent: string,
): Promise<TicketResult> {
  const { error } = await client.from('tickets').insert(feedbackTicketRow(input, sender, userAgent));
  return error ? { success: false, error: error.message } : { success: true };
}
