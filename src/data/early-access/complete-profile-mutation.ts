import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { EarlyAccessSummary } from './early-access-summary';
import { earlyAccessKeys } from './keys';

export interface EarlyAccessProfileInput {
  token: string;
  fullName: string;
  company?: string;
  companySize?: string;
  jobRole?: string;
  useCase?: string;
}

export async function completeEarlyAccessProfile(input: EarlyAccessProfileInput): Promise<EarlyAccessSummary> {
  const supabase = await loadSupabase();
  const result = await supabase.rpc('complete_early_access_profile', {
    p_token: input.token,
    p_full_name: input.fullName,
    p_company: input.company || undefined,
    p_company_size: input.companySize || undefined,
    p_job_role: input.jobRole || undefined,
    p_use_case: input.useCase || undefined,
  });
  return unwrap(result) as unknown as EarlyAccessSummary;
}

/** Saves the lead's profile; the waiting room then reads the fresh summary from the cache. */
export function useCompleteEarlyAccessProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeEarlyAccessProfile,
    onSuccess: (summary, input) => queryClient.setQueryData(earlyAccessKeys.session(input.token), summary),
  });
}
