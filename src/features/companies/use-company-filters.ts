// The company list's filter, kept in the URL.
import { useMemo } from 'react';
import { COMPANY_PLANS, type CompanyFilter, type CompanyPlan } from '@/data/companies/company-types';
import { oneOf, useUrlListState } from '@/lib/use-url-list-state';

export interface CompanyFilterState {
  search: string;
  status: 'active' | 'inactive' | '';
  plan: CompanyPlan | '';
  page: number;
}

const KEYS = { search: 'q', status: 'status', plan: 'plan' } as const;
const STATUSES = ['active', 'inactive'] as const;

export function useCompanyFilters() {
  const { raw, page, update, clear } = useUrlListState(KEYS);
  const state: CompanyFilterState = {
    search: raw.search ?? '',
    status: oneOf(STATUSES, raw.status),
    plan: oneOf(COMPANY_PLANS, raw.plan),
    page,
  };

  const filter: CompanyFilter = useMemo(
    () => ({
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      ...(state.status ? { status: state.status } : {}),
      ...(state.plan ? { plan: state.plan } : {}),
    }),
    [state.search, state.status, state.plan],
  );

  return { state, filter, update, clear };
}
