import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';
import { courseAssignmentsKeys } from './keys';

export interface CurrentCourse {
  assignmentId: string;
  courseId: string;
  title: string;
  /** 0–100 */
  progress: number;
}

/**
 * The learner's most recently accessed course that is still in progress, or null. The learner is found
 * through employees.user_id; row-level security limits both reads to what the caller may see.
 */
export async function fetchCurrentCourse(userId: string): Promise<CurrentCourse | null> {
  const supabase = await loadSupabase();
  const employee = unwrap(await supabase.from('employees').select('id').eq('user_id', userId).maybeSingle());
  if (!employee) return null;
  const assignment = unwrap(
    await supabase
      .from('course_assignments')
      .select('id, course_id, progress_percentage, course:courses(title)')
      .eq('employee_id', employee.id)
      .eq('status', 'in_progress')
      .order('last_accessed_at', { ascending: false, nullsFirst: false })
      .order('updated_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  if (!assignment?.course) return null;
  return {
    assignmentId: assignment.id,
    courseId: assignment.course_id,
    title: assignment.course.title,
    progress: Math.round(Math.min(100, Math.max(0, assignment.progress_percentage))),
  };
}

export function currentCourseQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: courseAssignmentsKeys.current(userId ?? ''),
    queryFn: userId ? () => fetchCurrentCourse(userId) : skipToken,
  });
}

export function useCurrentCourseQuery(userId: string | null) {
  return useQuery(currentCourseQueryOptions(userId));
}
