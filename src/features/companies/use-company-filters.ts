// The list's filter lives in the URL, so a filtered view can be shared and survives a reload.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY_PLANS, type CompanyFilter, type CompanyPlan } from '@/data/companies/company-types';

export interface CompanyFilterState {
  search: string;
  status: 'active' | 'inactive' | '';
  plan: CompanyPlan | '';
  page: number;
}

export function useCompanyFilters() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const planParam = params.get('plan');
  const state: CompanyFilterState = {
    search: params.get('q') ?? '',
    status: statusParam === 'active' || statusParam === 'inactive' ? statusParam : '',
    plan: planParam && (COMPANY_PLANS as readonly string[]).includes(planParam) ? (planParam as CompanyPlan) : '',
    page: Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0),
  };

  const update = useCallback(
    (changes: Partial<CompanyFilterState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (changes.search !== undefined) set('q', changes.search);
          if (changes.status !== undefined) set('status', changes.status);
          if (changes.plan !== undefined) set('plan', changes.plan);
          // Any filter change starts again on page 1.
          const page = changes.page ?? 0;
          set('page', page > 0 ? String(page + 1) : '');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const filter: CompanyFilter = useMemo(
    () => ({
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      ...(state.status ? { status: state.status } : {}),
      ...(state.plan ? { plan: state.plan } : {}),
    }),
    [state.search, state.status, state.plan],
  );

  return { state, filter, update };
}
