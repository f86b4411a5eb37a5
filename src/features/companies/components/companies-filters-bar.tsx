import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { COMPANY_PLANS } from '@/data/companies/company-types';
import { PLAN_LABELS } from '../company-labels';
import type { CompanyFilterState } from '../use-company-filters';

export function CompaniesFiltersBar({
  state,
  onChange,
}: {
  state: CompanyFilterState;
  onChange: (changes: Partial<CompanyFilterState>) => void;
}) {
  return (
    <div role="search" aria-label="Filter companies" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchInput
          id="company-search"
          label="Search"
          placeholder="Company name or slug"
          value={state.search}
          onChange={(search) => onChange({ search })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="company-status-filter">Status</Label>
        <NativeSelect
          id="company-status-filter"
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value as CompanyFilterState['status'] })}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="company-plan-filter">Plan</Label>
        <NativeSelect id="company-plan-filter" value={state.plan} onChange={(event) => onChange({ plan: event.target.value as CompanyFilterState['plan'] })}>
          <option value="">All plans</option>
          {COMPANY_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {PLAN_LABELS[plan]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
