import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { insertFeedbackTicket, type FeedbackInput, type FeedbackSender } from './feedback-ticket';
import { ticketsKeys } from './keys';

/** Thrown when nobody is signed in, so the dialog can show spec §8's 'Authentication Required' toast. */
export class FeedbackAuthRequiredError extends Error {
  constructor() {
    super('Please log in to submit feedback');
    this.name = 'FeedbackAuthRequiredError';
  }
}

/** The signed-in sender (profile name, role and company name), or null when nobody is signed in. */
async function currentSender(): Promise<FeedbackSender | null> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  if (!user) return null;
  const { data: profile } = await supabase.from('users').select('email, full_name, role, company_id').eq('id', user.id).maybeSingle();
  let companyName: string | null = null;
  if (profile?.company_id) {
    const { data: company } = await supabase.from('companies').select('name').eq('id', profile.company_id).maybeSingle();
    companyName = company?.name ?? null;
  }
  return { email: profile?.email ?? user.email ?? '', fullName: profile?.full_name ?? null, role: profile?.role ?? null, companyName };
}

export async function submitFeedback(input: FeedbackInput): Promise<void> {
  const sender = await currentSender();
  if (!sender) throw new FeedbackAuthRequiredError();
  const result = await insertFeedbackTicket(await loadSupabase(), input, sender, navigator.userAgent);
  if (!result.success) throw new Error(result.error);
}

export function useFeedbackSubmitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.all }),
  });
}
