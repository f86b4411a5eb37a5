import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { platformStatsKeys } from './keys';
import { fetchPlatformUsage, type UsageRange } from './platform-usage';

export function platformUsageQueryOptions(days: UsageRange) {
  return queryOptions({
    queryKey: platformStatsKeys.usage(days),
    queryFn: async () => fetchPlatformUsage(await loadSupabase(), days),
    // Switching the range keeps the old chart until the new series arrives.
    placeholderData: keepPreviousData,
  });
}

export function usePlatformUsageQuery(days: UsageRange) {
  return useQuery(platformUsageQueryOptions(days));
}
