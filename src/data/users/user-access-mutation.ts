import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { usersKeys } from './keys';
import { updateUserAccess, type AccessUpdate } from './user-access';

export function useUserAccessMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: AccessUpdate) => updateUserAccess(await loadSupabase(), update),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
