import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { fetchCompanyPage, type CompanyPageRequest } from './companies-page';
import { companiesKeys } from './keys';

export function companiesPageQueryOptions(request: CompanyPageRequest) {
  const { page, pageSize, ...filter } = request;
  return queryOptions({
    queryKey: companiesKeys.page(filter, page, pageSize),
    queryFn: async () => fetchCompanyPage(await loadSupabase(), request),
    // Paging and searching keep the old rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useCompaniesPageQuery(request: CompanyPageRequest) {
  return useQuery(companiesPageQueryOptions(request));
}
