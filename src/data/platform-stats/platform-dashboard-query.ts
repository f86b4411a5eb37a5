import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { platformStatsKeys } from './keys';
import { fetchPlatformDashboard } from './platform-dashboard';

export function platformDashboardQueryOptions() {
  return queryOptions({
    queryKey: platformStatsKeys.dashboard(),
    queryFn: async () => fetchPlatformDashboard(await loadSupabase()),
    // An operator leaves the dashboard open: refresh the counts every minute.
    refetchInterval: 60_000,
  });
}

export function usePlatformDashboardQuery() {
  return useQuery(platformDashboardQueryOptions());
}
