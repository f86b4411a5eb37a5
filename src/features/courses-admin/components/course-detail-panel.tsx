import { Badge } from '@/components/ui/badge';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { DetailField } from '@/components/ui/detail-sheet-parts';
import type { AdminCourse } from '@/data/courses/admin-courses';
import { useCourseModulesQuery } from '@/data/courses/course-modules-query';
import { COURSE_STATUS_LABELS, COURSE_STATUS_TONES, completionRate, formatDate } from '../course-labels';

/** Read-only facts of one course; company admins edit their courses in their own dashboard. */
function ModuleList({ courseId }: { courseId: string }) {
  const modules = useCourseModulesQuery(courseId);
  if (modules.isPending) return <Skeleton className="h-24 w-full" />;
  if (modules.isError) return <p className="text-sm text-destructive-soft-foreground">The modules could not be loaded: {modules.error.message}</p>;
  if (modules.data.length === 0) return <p className="text-sm text-muted-foreground">This course has no modules yet.</p>;
  return (
    <ol className="grid gap-2">
      {modules.data.map((module) => (
        <li key={module.id} className="flex items-baseline gap-3 rounded-md border px-3 py-2 text-sm">
          <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">{module.position}</span>
          <span className="flex-1">{module.title}</span>
          {module.estimated_minutes ? <span className="shrink-0 text-xs text-muted-foreground">{module.estimated_minutes} min</span> : null}
        </li>
      ))}
    </ol>
  );
}

export function CourseDetailPanel({ course, onClose }: { course: AdminCourse | null; onClose: () => void }) {
  return (
    <Sheet open={course !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent>
        {course ? (
          <>
            <SheetHeader>
              <SheetTitle>{course.title}</SheetTitle>
              <SheetDescription>
                {course.companyName} · {course.origin === 'generated' ? 'Generated course' : 'Authored course'}
              </SheetDescription>
            </SheetHeader>
            <div>
              <Badge tone={COURSE_STATUS_TONES[course.status]}>{COURSE_STATUS_LABELS[course.status]}</Badge>
            </div>
            {course.description ? <p className="whitespace-pre-line text-sm text-muted-foreground">{course.description}</p> : null}
            <dl className="grid grid-cols-2 gap-4 rounded-lg border p-4">
              <DetailField label="Modules">{course.modules}</DetailField>
              <DetailField label="Difficulty">{course.difficulty ? course.difficulty[0]?.toUpperCase() + course.difficulty.slice(1) : '—'}</DetailField>
              <DetailField label="Assigned to">{course.assignments} learners</DetailField>
              <DetailField label="Completed">
                {course.completions} ({completionRate(course.assignments, course.completions)})
              </DetailField>
              <DetailField label="Estimated time">{course.estimatedMinutes ? `${course.estimatedMinutes} min` : '—'}</DetailField>
              <DetailField label="Created">{formatDate(course.createdAt)}</DetailField>
              <DetailField label="Published">{course.publishedAt ? formatDate(course.publishedAt) : 'Not published'}</DetailField>
              <DetailField label="Last change">{formatDate(course.updatedAt)}</DetailField>
            </dl>
            <section aria-labelledby="course-modules-heading" className="grid gap-2">
              <h3 id="course-modules-heading" className="text-sm font-semibold">
                Modules
              </h3>
              <ModuleList courseId={course.id} />
            </section>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
