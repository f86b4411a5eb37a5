// The course list's filter, kept in the URL.
import { useMemo } from 'react';
import { COURSE_STATUSES, type AdminCourseFilter, type CourseStatus } from '@/data/courses/admin-courses';
import { oneOf, useUrlListState, uuidOrEmpty } from '@/lib/use-url-list-state';

export interface CourseFilterState {
  search: string;
  status: CourseStatus | '';
  companyId: string;
  page: number;
}

const KEYS = { search: 'q', status: 'status', companyId: 'company' } as const;

export function useCourseFilters() {
  const { raw, page, update, clear } = useUrlListState(KEYS);
  const state: CourseFilterState = {
    search: raw.search ?? '',
    status: oneOf(COURSE_STATUSES, raw.status),
    companyId: uuidOrEmpty(raw.companyId),
    page,
  };

  const filter: AdminCourseFilter = useMemo(
    () => ({
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      ...(state.status ? { status: state.status } : {}),
      ...(state.companyId ? { companyId: state.companyId } : {}),
    }),
    [state.search, state.status, state.companyId],
  );

  return { state, filter, update, clear };
}
