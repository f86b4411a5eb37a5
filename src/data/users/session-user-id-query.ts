// The signed-in user's id, so admin screens can keep someone from locking themselves out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { usersKeys } from './keys';

export async function fetchSessionUserId(): Promise<string | null> {
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}

export function sessionUserIdQueryOptions() {
  return queryOptions({ queryKey: usersKeys.sessionUserId(), queryFn: fetchSessionUserId });
}

export function useSessionUserIdQuery() {
  return useQuery(sessionUserIdQueryOptions());
}
