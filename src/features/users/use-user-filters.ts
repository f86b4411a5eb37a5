// The list's filter lives in the URL, so a filtered view can be shared and survives a reload.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isUserRole, type UserFilter, type UserRole } from '@/data/users/user-admin-types';

export interface UserFilterState {
  search: string;
  role: UserRole | '';
  /** A company id, 'none', or '' for every company. */
  companyId: string;
  status: 'active' | 'inactive' | '';
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const role = params.get('role');
  const company = params.get('company') ?? '';
  const status = params.get('status');
  const state: UserFilterState = {
    search: params.get('q') ?? '',
    role: isUserRole(role) ? role : '',
    companyId: company === 'none' || UUID.test(company) ? company : '',
    status: status === 'active' || status === 'inactive' ? status : '',
    page: Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0),
  };

  const update = useCallback(
    (changes: Partial<UserFilterState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (changes.search !== undefined) set('q', changes.search);
          if (changes.role !== undefined) set('role', changes.role);
          if (changes.companyId !== undefined) set('company', changes.companyId);
          if (changes.status !== undefined) set('status', changes.status);
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

  const filter: UserFilter = useMemo(
    () => ({
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      ...(state.role ? { role: state.role } : {}),
      ...(state.companyId ? { companyId: state.companyId } : {}),
      ...(state.status ? { status: state.status } : {}),
    }),
    [state.search, state.role, state.companyId, state.status],
  );

  return { state, filter, update };
}
