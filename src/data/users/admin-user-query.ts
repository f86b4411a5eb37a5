import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import { usersKeys } from './keys';
import type { AdminUserRow, DbClient } from './user-admin-types';
import { ADMIN_USER_COLUMNS } from './users-page';

export async function fetchAdminUser(client: DbClient, id: string): Promise<AdminUserRow | null> {
  const row = unwrap(await client.from('users').select(ADMIN_USER_COLUMNS).eq('id', id).maybeSingle());
  return row as unknown as AdminUserRow | null;
}

export function adminUserQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: usersKeys.detail(id ?? ''),
    queryFn: id ? async () => fetchAdminUser(await loadSupabase(), id) : skipToken,
  });
}

export function useAdminUserQuery(id: string | null) {
  return useQuery(adminUserQueryOptions(id));
}
