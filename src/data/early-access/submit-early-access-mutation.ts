import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { invokeEdgeFunction } from './invoke-edge-function';

export const SUBMIT_EARLY_ACCESS_FALLBACK = 'Something went wrong. Please try again.';

export interface EarlyAccessSignup {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  companySize: string;
  jobTitle?: string;
  useCase?: string;
  referralSource?: string;
}

interface SubmitTicketAnswer {
  success?: boolean;
  id?: string;
  error?: string;
  fields?: Record<string, string>;
  retry_after?: number;
}

/** A refused submission; `fields` holds the server's per-field messages (camelCase names). */
export class SubmitTicketError extends ApiError {
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, fields: Record<string, string> | undefined) {
    super(message, status);
    this.name = 'SubmitTicketError';
    this.fields = fields ?? {};
  }
}

/** Creates the early_access ticket and the lead; the server mails the magic link. */
export async function submitEarlyAccess(signup: EarlyAccessSignup): Promise<{ id: string | null }> {
  const { status, body } = await invokeEdgeFunction<SubmitTicketAnswer>('submit-ticket', {
    ticketType: 'early_access',
    ...signup,
    email: signup.email.trim().toLowerCase(),
    source: 'early_access_page',
  });
  if (status >= 200 && status < 300 && body?.success) return { id: body.id ?? null };
  throw new SubmitTicketError(body?.error || SUBMIT_EARLY_ACCESS_FALLBACK, status, body?.fields);
}

export function useSubmitEarlyAccessMutation() {
  return useMutation({ mutationFn: submitEarlyAccess });
}
