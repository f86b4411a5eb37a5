// The course list's filter lives in the URL, so a filtered view survives a reload and can be shared.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COURSE_STATUSES, type AdminCourseFilter, type CourseStatus } from '@/data/courses/admin-courses';

export interface CourseFilterState {
  search: string;
  status: CourseStatus | '';
  companyId: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const company = params.get('company');
  const state: CourseFilterState = {
    search: params.get('q') ?? '',
    status: status && (COURSE_STATUSES as readonly string[]).includes(status) ? (status as CourseStatus) : '',
    companyId: company && UUID.test(company) ? company : '',
    page: Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0),
  };

  const update = useCallback(
    (changes: Partial<CourseFilterState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (changes.search !== undefined) set('q', changes.search);
          if (changes.status !== undefined) set('status', changes.status);
          if (changes.companyId !== undefined) set('company', changes.companyId);
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

  const filter: AdminCourseFilter = useMemo(
    () => ({
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      ...(state.status ? { status: state.status } : {}),
      ...(state.companyId ? { companyId: state.companyId } : {}),
    }),
    [state.search, state.status, state.companyId],
  );

  return { state, filter, update };
}
