import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { COURSE_STATUSES, type CourseStatus } from '@/data/courses/admin-courses';
import { useCompanyOptionsQuery } from '@/data/companies/company-options-query';
import { COURSE_STATUS_LABELS } from '../course-labels';
import type { CourseFilterState } from '../use-course-filters';

export function CourseFiltersBar({ state, onChange }: { state: CourseFilterState; onChange: (changes: Partial<CourseFilterState>) => void }) {
  const companies = useCompanyOptionsQuery();
  return (
    <div role="search" aria-label="Filter courses" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <SearchInput id="course-search" label="Search" placeholder="Course title" value={state.search} onChange={(search) => onChange({ search })} />
      <div className="grid gap-1.5">
        <Label htmlFor="course-status-filter">Status</Label>
        <NativeSelect id="course-status-filter" value={state.status} onChange={(event) => onChange({ status: event.target.value as CourseStatus | '' })}>
          <option value="">All statuses</option>
          {COURSE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {COURSE_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="course-company-filter">Company</Label>
        <NativeSelect
          id="course-company-filter"
          value={state.companyId}
          disabled={companies.isPending}
          onChange={(event) => onChange({ companyId: event.target.value })}
        >
          <option value="">{companies.isError ? 'All companies (list unavailable)' : 'All companies'}</option>
          {companies.data?.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
