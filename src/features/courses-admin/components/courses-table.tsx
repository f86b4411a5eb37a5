import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/components/ui/table';
import type { AdminCourse } from '@/data/courses/admin-courses';
import { COURSE_STATUS_LABELS, COURSE_STATUS_TONES, completionRate, formatDate } from '../course-labels';

const SKELETON_ROWS = 6;
const SKELETON_COLUMNS = [undefined, undefined, undefined, 'hidden md:table-cell', 'hidden md:table-cell', 'hidden md:table-cell', undefined];

export function CoursesTable({
  rows,
  loading,
  selectedId,
  onOpen,
}: {
  rows: readonly AdminCourse[];
  loading: boolean;
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Table aria-label="Courses" aria-busy={loading}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Course</TableHead>
          <TableHead scope="col">Company</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Modules
          </TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Assigned
          </TableHead>
          <TableHead scope="col" className="hidden text-right md:table-cell">
            Completed
          </TableHead>
          <TableHead scope="col" className="whitespace-nowrap">
            Created
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && rows.length === 0
          ? <TableSkeletonRows rows={SKELETON_ROWS} columns={SKELETON_COLUMNS} />
          : rows.map((course) => (
              <TableRow key={course.id} data-state={course.id === selectedId ? 'selected' : undefined} className="hover:bg-muted/50">
                <TableCell className="max-w-xs">
                  {/* The row's one interactive element: a real button for keyboard and screen readers. */}
                  <button
                    type="button"
                    className="grid text-left font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onOpen(course.id)}
                  >
                    <span className="truncate">{course.title}</span>
                    <span className="text-xs font-normal text-muted-foreground">{course.origin === 'generated' ? 'Generated' : 'Authored'}</span>
                  </button>
                </TableCell>
                <TableCell>{course.companyName}</TableCell>
                <TableCell>
                  <Badge tone={COURSE_STATUS_TONES[course.status]}>{COURSE_STATUS_LABELS[course.status]}</Badge>
                </TableCell>
                <TableCell className="hidden text-right tabular-nums md:table-cell">{course.modules}</TableCell>
                <TableCell className="hidden text-right tabular-nums md:table-cell">{course.assignments}</TableCell>
                <TableCell className="hidden text-right tabular-nums md:table-cell">
                  {course.completions}
                  <span className="ml-1 text-xs text-muted-foreground">({completionRate(course.assignments, course.completions)})</span>
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">{formatDate(course.createdAt)}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
