// One server-side page of companies for /admin/companies: range + exact count, with member counts embedded.
import type { Company, CompanyFilter, DbClient, CompanyListRow, CompanyPage } from './company-types';

export interface CompanyPageRequest extends CompanyFilter {
  page: number;
  pageSize: number;
}

/** ILIKE wildcards typed by the user are matched literally. */
export function ilikePattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type CountEmbed = { count: number }[] | null;
type RawRow = Company & { users: CountEmbed; employees: CountEmbed };

const countOf = (embed: CountEmbed) => embed?.[0]?.count ?? 0;

export async function fetchCompanyPage(client: DbClient, request: CompanyPageRequest): Promise<CompanyPage> {
  const from = request.page * request.pageSize;
  let query = client.from('companies').select('*, users(count), employees(count)', { count: 'exact' });
  if (request.search?.trim()) {
    const pattern = ilikePattern(request.search);
    // Name or slug; commas and parentheses would break PostgREST's or-list, so they are dropped.
    const safe = pattern.replace(/[(),]/g, ' ');
    query = query.or(`name.ilike.${safe},slug.ilike.${safe}`);
  }
  if (request.status) query = query.eq('is_active', request.status === 'active');
  if (request.plan) query = query.eq('plan', request.plan);
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + request.pageSize - 1);
  if (error) throw new Error(`Failed to fetch companies: ${error.message}`);
  const rows: CompanyListRow[] = (data as unknown as RawRow[]).map(({ users, employees, ...company }) => ({
    ...company,
    userCount: countOf(users),
    employeeCount: countOf(employees),
  }));
  const total = count ?? rows.length;
  return { rows, total, hasMore: from + rows.length < total };
}
