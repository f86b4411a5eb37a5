// The ordered module titles of one course, for the /admin/courses detail panel (not the lesson bodies).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import { coursesKeys } from './keys';

export interface CourseModuleSummary {
  id: string;
  position: number;
  title: string;
  estimated_minutes: number | null;
}

export async function fetchCourseModules(courseId: string): Promise<CourseModuleSummary[]> {
  const supabase = await loadSupabase();
  return (
    unwrap(
      await supabase.from('course_modules').select('id, position, title, estimated_minutes').eq('course_id', courseId).order('position'),
    ) ?? []
  );
}

export function useCourseModulesQuery(courseId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: coursesKeys.modules(courseId ?? ''),
      queryFn: courseId ? () => fetchCourseModules(courseId) : skipToken,
    }),
  );
}
