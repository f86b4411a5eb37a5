import { BookOpen, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCurrentCourseQuery } from '@/data/course-assignments/current-course-query';

/** The learner's most recently opened course in progress, above the mobile bar; nothing when there is none. */
export function CurrentCourseStrip({ userId }: { userId: string }) {
  const { data: course } = useCurrentCourseQuery(userId);
  if (!course) return null;
  return (
    <Link
      to={`/learner/course/${course.courseId}`}
      aria-label={`Continue learning: ${course.title}, ${course.progress}% complete`}
      className="flex items-center gap-3 border-b px-4 py-2.5 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
        <BookOpen aria-hidden="true" className="size-4" />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-medium">{course.title}</span>
          <span className="shrink-0 text-xs font-semibold tabular-nums text-muted-foreground">{course.progress}%</span>
        </span>
        <span
          role="progressbar"
          aria-label={`${course.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={course.progress}
          className="block h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <span className="block h-full rounded-full bg-primary" style={{ width: `${course.progress}%` }} />
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}
