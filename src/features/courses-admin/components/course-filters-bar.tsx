import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { COURSE_STATUSES, type CourseStatus } from '@/data/courses/admin-courses';
import { useCourseCompanyOptionsQuery } from '@/data/courses/course-company-options-query';
import { COURSE_STATUS_LABELS } from '../course-labels';
import type { CourseFilterState } from '../use-course-filters';

const SEARCH_DEBOUNCE_MS = 300;

export function CourseFiltersBar({ state, onChange }: { state: CourseFilterState; onChange: (changes: Partial<CourseFilterState>) => void }) {
  const companies = useCourseCompanyOptionsQuery();
  const [search, setSearch] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  // 'Clear filters' (or Back) changes the URL's term: show it instead of the stale text.
  if (state.search !== syncedSearch) {
    setSyncedSearch(state.search);
    if (state.search.trim() !== search.trim()) setSearch(state.search);
  }

  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  return (
    <div role="search" aria-label="Filter courses" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <div className="grid gap-1.5">
        <Label htmlFor="course-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="course-search"
            type="search"
            className="pl-9"
            placeholder="Course title"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
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
