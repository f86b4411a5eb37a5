// One server-side page of profiles for /admin/users: range + exact count, filters and search in SQL.
import type { AdminUserRow, DbClient, UserFilter, UserPage } from './user-admin-types';

export interface UserPageRequest extends UserFilter {
  page: number;
  pageSize: number;
}

export const ADMIN_USER_COLUMNS =
  'id, email, full_name, role, company_id, is_active, email_verified, position, created_at, last_active_at, company:companies(id, name, is_active)';

/** `%term%` for ILIKE, with the user's wildcards matched literally and PostgREST's list syntax removed. */
export function searchPattern(term: string): string {
  const escaped = term.trim().replace(/[\\%_]/g, (char) => `\\${char}`).replace(/[(),]/g, ' ');
  return `%${escaped}%`;
}

export async function fetchUserPage(client: DbClient, request: UserPageRequest): Promise<UserPage> {
  const from = request.page * request.pageSize;
  let query = client.from('users').select(ADMIN_USER_COLUMNS, { count: 'exact' });
  if (request.search?.trim()) {
    const pattern = searchPattern(request.search);
    query = query.or(`email.ilike.${pattern},full_name.ilike.${pattern}`);
  }
  if (request.role) query = query.eq('role', request.role);
  if (request.companyId === 'none') query = query.is('company_id', null);
  else if (request.companyId) query = query.eq('company_id', request.companyId);
  if (request.status) query = query.eq('is_active', request.status === 'active');
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + request.pageSize - 1);
  if (error) throw new Error(`Failed to fetch users: ${error.message}`);
  const rows = data as unknown as AdminUserRow[];
  const total = count ?? rows.length;
  return { rows, total, hasMore: from + rows.length < total };
}
