// The user list's filter, kept in the URL.
import { useMemo } from 'react';
import { isUserRole, type UserFilter, type UserRole } from '@/data/users/user-admin-types';
import { oneOf, useUrlListState, uuidOrEmpty } from '@/lib/use-url-list-state';

export interface UserFilterState {
  search: string;
  role: UserRole | '';
  /** A company id, 'none', or '' for every company. */
  companyId: string;
  status: 'active' | 'inactive' | '';
  page: number;
}

const KEYS = { search: 'q', role: 'role', companyId: 'company', status: 'status' } as const;
const STATUSES = ['active', 'inactive'] as const;

export function useUserFilters() {
  const { raw, page, update, clear } = useUrlListState(KEYS);
  const state: UserFilterState = {
    search: raw.search ?? '',
    role: isUserRole(raw.role) ? raw.role : '',
    companyId: raw.companyId === 'none' ? 'none' : uuidOrEmpty(raw.companyId),
    status: oneOf(STATUSES, raw.status),
    page,
  };

  const filter: UserFilter = useMemo(
    () => ({
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      ...(state.role ? { role: state.role } : {}),
      ...(state.companyId ? { companyId: state.companyId } : {}),
      ...(state.status ? { status: state.status } : {}),
    }),
    [state.search, state.role, state.companyId, state.status],
  );

  return { state, filter, update, clear };
}
