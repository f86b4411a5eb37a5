import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { AdminCourse } from '@/data/courses/admin-courses';
import { COURSE_STATUS_LABELS, COURSE_STATUS_TONES, completionRate, formatDate } from '../course-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Read-only facts of one course; company admins edit their courses in their own dashboard. */
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
              <Fact label="Modules">{course.modules}</Fact>
              <Fact label="Difficulty">{course.difficulty ? course.difficulty[0]?.toUpperCase() + course.difficulty.slice(1) : '—'}</Fact>
              <Fact label="Assigned to">{course.assignments} learners</Fact>
              <Fact label="Completed">
                {course.completions} ({completionRate(course.assignments, course.completions)})
              </Fact>
              <Fact label="Estimated time">{course.estimatedMinutes ? `${course.estimatedMinutes} min` : '—'}</Fact>
              <Fact label="Created">{formatDate(course.createdAt)}</Fact>
              <Fact label="Published">{course.publishedAt ? formatDate(course.publishedAt) : 'Not published'}</Fact>
              <Fact label="Last change">{formatDate(course.updatedAt)}</Fact>
            </dl>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
