import { loadSupabase } from '@/lib/load-supabase';
import { useAsyncAction } from '@/lib/use-async-action';
import { functionError } from './function-error';

export interface CaptureEmailInput {
  email: string;
  source: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** Puts the e-mail on the early-access list; the function mails the magic link. */
export async function captureEmail(input: CaptureEmailInput): Promise<void> {
  const supabase = await loadSupabase();
  // E-mail is lowercased before every call (spec §5).
  const body = { ...input, email: input.email.trim().toLowerCase() };
  const { data, error } = await supabase.functions.invoke<{ success?: boolean; error?: string }>('capture-email', { body });
  if (error) throw await functionError(error, 'Something went wrong. Please try again.');
  if (!data?.success) throw new Error(data?.error || 'Something went wrong. Please try again.');
}

export function useCaptureEmail() {
  return useAsyncAction(captureEmail);
}
