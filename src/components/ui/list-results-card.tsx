// The card around a paged list: the error with a retry, the empty state (with Clear filters when a filter
// hides every row), or the table itself.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';

export interface ListEmptyState {
  icon: LucideIcon;
  /** Heading and text when a filter or search hides every row. */
  filteredTitle: string;
  filteredText: string;
  /** Heading and text when there is nothing at all. */
  title: string;
  text: string;
}

/** What the card reads of the list's query (a TanStack Query result fits). */
export interface ListQueryState {
  isError: boolean;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

export function ListResultsCard({
  query,
  rowCount,
  errorTitle,
  filtered,
  onClearFilters,
  empty,
  children,
}: {
  query: ListQueryState;
  /** Rows on this page. */
  rowCount: number;
  errorTitle: string;
  filtered: boolean;
  onClearFilters: () => void;
  empty: ListEmptyState;
  children: ReactNode;
}) {
  const Icon = empty.icon;
  const error = query.isError ? query.error : null;
  const isEmpty = !query.isPending && rowCount === 0;
  return (
    <Card className="overflow-hidden">
      {error ? (
        <div className="p-4">
          <Alert variant="destructive" title={errorTitle}>
            {error.message}{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        </div>
      ) : isEmpty ? (
        <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
          <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="font-semibold">{filtered ? empty.filteredTitle : empty.title}</h2>
          <p className="text-sm text-muted-foreground">{filtered ? empty.filteredText : empty.text}</p>
          {filtered ? (
            <Button variant="outline" size="sm" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : (
        children
      )}
    </Card>
  );
}
