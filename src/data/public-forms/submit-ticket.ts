import { useCallback } from 'react';
import { loadSupabase } from '@/lib/load-supabase';
import { useAsyncAction } from '@/lib/use-async-action';
import { functionError } from './function-error';

export type PublicTicketType = 'demo_request' | 'contact_sales' | 'early_access';

export interface SubmitTicketInput {
  ticketType: PublicTicketType;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  source: string;
  jobTitle?: string;
  phone?: string;
  message?: string;
  companySize?: string;
  country?: string;
  budgetRange?: string;
  timeline?: string;
  useCase?: string;
  referralSource?: string;
}

/** Blank optional fields are left out rather than sent as ''. */
function withoutBlanks(input: SubmitTicketInput): Record<string, string> {
  const entries = Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, value.trim()]));
}

/** Creates a ticket through submit-ticket; resolves to its id. Errors carry the function's message. */
export async function submitTicket(input: SubmitTicketInput, fallbackMessage = 'Failed to submit demo request'): Promise<string> {
  const supabase = await loadSupabase();
  const body = { ...withoutBlanks(input), email: input.email.trim().toLowerCase() };
  const { data, error } = await supabase.functions.invoke<{ success?: boolean; id?: string; error?: string }>('submit-ticket', { body });
  if (error) throw await functionError(error, fallbackMessage);
  if (!data?.success || !data.id) throw new Error(data?.error || fallbackMessage);
  return data.id;
}

export function useSubmitTicket(fallbackMessage?: string) {
  return useAsyncAction(useCallback((input: SubmitTicketInput) => submitTicket(input, fallbackMessage), [fallbackMessage]));
}
