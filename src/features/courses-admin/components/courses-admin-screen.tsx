import { BookOpen, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { ListResultsCard } from '@/components/ui/list-results-card';
import { useAdminCoursesPageQuery } from '@/data/courses/admin-courses-page-query';
import { useCourseFilters } from '../use-course-filters';
import { CourseDetailPanel } from './course-detail-panel';
import { CourseFiltersBar } from './course-filters-bar';
import { CoursesTable } from './courses-table';

export const COURSES_PAGE_SIZE = 25;

/** /admin/courses: every company's courses, paged and filtered on the server. */
export function CoursesAdminScreen() {
  const { state, filter, update, clear } = useCourseFilters();
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
      <ListResultsCard
        query={query}
        rowCount={rows.length}
        errorTitle="Courses could not be loaded"
        filtered={filtered}
        onClearFilters={clear}
        empty={{
          icon: BookOpen,
          filteredTitle: 'No courses match these filters',
          filteredText: 'Try another title or clear a filter.',
          title: 'No courses yet',
          text: 'Courses appear here as soon as a company creates or generates one.',
        }}
      >
        <CoursesTable rows={rows} loading={query.isPending} selectedId={openId} onOpen={setOpenId} />
      </ListResultsCard>
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
