// Companies for the owner filter of /admin/courses: id and name only (super admins read every company).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import { coursesKeys } from './keys';

export interface CompanyOption {
  id: string;
  name: string;
}

export async function fetchCompanyOptions(): Promise<CompanyOption[]> {
  const supabase = await loadSupabase();
  return unwrap(await supabase.from('companies').select('id, name').order('name').limit(1000)) ?? [];
}

export function useCourseCompanyOptionsQuery() {
  return useQuery(queryOptions({ queryKey: coursesKeys.companyOptions(), queryFn: fetchCompanyOptions, staleTime: 5 * 60_000 }));
}
