import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { platformSettingsKeys } from './keys';
import { savePlatformSettings, type PlatformSettings } from './platform-settings';

export function usePlatformSettingsUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<PlatformSettings>) => savePlatformSettings(await loadSupabase(), changes),
    // Only after success: a refetch after a failure would reset the form and lose what the admin typed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformSettingsKeys.all }),
  });
}
