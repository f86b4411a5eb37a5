import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { useCompanyOptionsQuery } from '@/data/companies/company-options-query';
import { USER_ROLES } from '@/data/users/user-admin-types';
import { ROLE_LABELS } from '../user-labels';
import type { UserFilterState } from '../use-user-filters';

export function UsersFiltersBar({ state, onChange }: { state: UserFilterState; onChange: (changes: Partial<UserFilterState>) => void }) {
  const companies = useCompanyOptionsQuery();
  return (
    <div role="search" aria-label="Filter users" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchInput id="user-search" label="Search" placeholder="Name or e-mail" value={state.search} onChange={(search) => onChange({ search })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="user-role-filter">Role</Label>
        <NativeSelect id="user-role-filter" value={state.role} onChange={(event) => onChange({ role: event.target.value as UserFilterState['role'] })}>
          <option value="">All roles</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="user-company-filter">Company</Label>
        <NativeSelect id="user-company-filter" value={state.companyId} onChange={(event) => onChange({ companyId: event.target.value })}>
          <option value="">All companies</option>
          <option value="none">No company</option>
          {(companies.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
              {company.is_active ? '' : ' (inactive)'}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="user-status-filter">Status</Label>
        <NativeSelect
          id="user-status-filter"
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value as UserFilterState['status'] })}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </NativeSelect>
      </div>
    </div>
  );
}
