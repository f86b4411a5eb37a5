import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { fetchAdminCoursePage, type AdminCourseFilter } from './admin-courses';
import { coursesKeys } from './keys';

export function adminCoursesPageQueryOptions(filter: AdminCourseFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: coursesKeys.adminPage(filter, page, pageSize),
    queryFn: async () => fetchAdminCoursePage(await loadSupabase(), filter, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCoursesPageQuery(filter: AdminCourseFilter, page: number, pageSize: number) {
  return useQuery(adminCoursesPageQueryOptions(filter, page, pageSize));
}
