// One server-side page of profiles for /admin/users: range + exact count, filters and search in SQL.
import type { AdminUserRow, DbClient, UserFilter, UserPage } from './user-admin-types';

export interface UserPageRequest extends UserFilter {
  page: number;
  pageSize: number;
}

export const ADMIN_USER_COLUMNS =
  'id, email, full_name, role, company_id, is_active, email_verified, position, created_at, last_active_at, company:companies(id, name, is_active)';

/** `%term%` over the lowercase search_text column, with the user's wildcards matched literally. */
export function searchPattern(term: string): string {
  return `%${term.trim().toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function fetchUserPage(client: DbClient, request: UserPageRequest): Promise<UserPage> {
  const from = request.page * request.pageSize;
  let query = client.from('users').select(ADMIN_USER_COLUMNS, { count: 'exact' });
  if (request.search?.trim()) {
    // One trigram-indexed column holds e-mail and name (migration 20261123001100).
    query = query.like('search_text', searchPattern(request.search));
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
