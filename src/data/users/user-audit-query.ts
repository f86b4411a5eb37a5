import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { usersKeys } from './keys';
import { fetchUserAudit } from './user-audit';

export function userAuditQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: usersKeys.audit(userId ?? ''),
    queryFn: userId ? async () => fetchUserAudit(await loadSupabase(), userId) : skipToken,
  });
}

export function useUserAuditQuery(userId: string | null) {
  return useQuery(userAuditQueryOptions(userId));
}
