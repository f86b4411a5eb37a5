import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';

/** Sets the signed-in user's password (an invitee arriving from the mailed link has none yet). */
export async function setOwnPassword(password: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw new ApiError(error.message, error.status ?? 0, error.code);
}

export function useSetPasswordMutation() {
  return useMutation({ mutationFn: setOwnPassword });
}
