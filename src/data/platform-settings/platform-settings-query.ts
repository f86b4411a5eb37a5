import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { platformSettingsKeys } from './keys';
import { fetchPlatformSettings } from './platform-settings';

export function platformSettingsQueryOptions() {
  return queryOptions({
    queryKey: platformSettingsKeys.list(),
    queryFn: async () => fetchPlatformSettings(await loadSupabase()),
    // A refetch resets the settings form; do not let a focus change wipe an edit in progress.
    refetchOnWindowFocus: false,
  });
}

export function usePlatformSettingsQuery() {
  return useQuery(platformSettingsQueryOptions());
}
