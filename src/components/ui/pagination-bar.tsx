import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous/Next under a server-paged list, with "Showing a–b of n" announced politely. */
export function PaginationBar({
  page,
  pageSize,
  shown,
  total,
  hasMore,
  loading,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  noun: string;
  onPage: (page: number) => void;
}) {
  const first = page * pageSize + 1;
  const last = page * pageSize + shown;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown > 0
          ? total !== null
            ? `Showing ${first}–${last} of ${total.toLocaleString('en-US')}`
            : `Showing ${first}–${last}`
          : loading
            ? `Loading ${noun}…`
            : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
