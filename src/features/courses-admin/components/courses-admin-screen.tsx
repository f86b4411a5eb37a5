import { BookOpen, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAdminCoursesPageQuery } from '@/data/courses/admin-courses-page-query';
import { useCourseFilters } from '../use-course-filters';
import { CourseDetailPanel } from './course-detail-panel';
import { CourseFiltersBar } from './course-filters-bar';
import { CoursesTable } from './courses-table';

export const COURSES_PAGE_SIZE = 25;

/** /admin/courses: every company's courses, paged and filtered on the server. */
export function CoursesAdminScreen() {
  const { state, filter, update } = useCourseFilters();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useAdminCoursesPageQuery(filter, state.page, COURSES_PAGE_SIZE);
  const page = query.data;
  const rows = page?.rows ?? [];
  const first = state.page * COURSES_PAGE_SIZE + 1;
  const last = state.page * COURSES_PAGE_SIZE + rows.length;
  const filtered = Boolean(state.search || state.status || state.companyId);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader title="Courses" description="Courses across all companies." />
      <CourseFiltersBar state={state} onChange={update} />
      <Card className="overflow-hidden">
        {query.isError ? (
          <div className="p-4">
            <Alert variant="destructive" title="Courses could not be loaded">
              {query.error.message}{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Alert>
          </div>
        ) : !query.isPending && rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
            <BookOpen aria-hidden="true" className="size-8 text-muted-foreground" />
            <h2 className="font-semibold">{filtered ? 'No courses match these filters' : 'No courses yet'}</h2>
            <p className="text-sm text-muted-foreground">
              {filtered ? 'Try another title or clear a filter.' : 'Courses appear here as soon as a company creates or generates one.'}
            </p>
            {filtered ? (
              <Button variant="outline" size="sm" onClick={() => update({ search: '', status: '', companyId: '' })}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <CoursesTable rows={rows} loading={query.isPending} selectedId={openId} onOpen={setOpenId} />
        )}
      </Card>
      <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {page && rows.length > 0
            ? `Showing ${first}–${last} of ${page.total.toLocaleString('en-US')}`
            : query.isPending
              ? 'Loading courses…'
              : ''}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={state.page === 0} onClick={() => update({ ...state, page: state.page - 1 })}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={!page?.hasMore} onClick={() => update({ ...state, page: state.page + 1 })}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
      <CourseDetailPanel course={rows.find((course) => course.id === openId) ?? null} onClose={() => setOpenId(null)} />
    </div>
  );
}
