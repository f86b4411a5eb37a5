import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { isClientError, unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import type { EarlyAccessSummary } from './early-access-summary';
import { earlyAccessKeys } from './keys';

/** Who holds `token` and where they stand; a bad, expired or revoked token fails with status 401. */
export async function fetchEarlyAccessSession(token: string): Promise<EarlyAccessSummary> {
  const supabase = await loadSupabase();
  const result = await supabase.rpc('early_access_session', { p_token: token });
  return unwrap(result) as unknown as EarlyAccessSummary;
}

export function earlyAccessSessionQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: earlyAccessKeys.session(token ?? ''),
    queryFn: token ? () => fetchEarlyAccessSession(token) : skipToken,
    // A refused token stays refused: no retries, straight back to /login.
    retry: (failures, error) => !isClientError(error) && failures < 3,
  });
}

export function useEarlyAccessSessionQuery(token: string | null) {
  return useQuery(earlyAccessSessionQueryOptions(token));
}
