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

export function ListResultsCard({
  error,
  errorTitle,
  onRetry,
  isEmpty,
  filtered,
  onClearFilters,
  empty,
  children,
}: {
  error: Error | null;
  errorTitle: string;
  onRetry: () => void;
  /** Loaded, and no row on this page. */
  isEmpty: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  empty: ListEmptyState;
  children: ReactNode;
}) {
  const Icon = empty.icon;
  return (
    <Card className="overflow-hidden">
      {error ? (
        <div className="p-4">
          <Alert variant="destructive" title={errorTitle}>
            {error.message}{' '}
            <Button variant="link" className="h-auto p-0" onClick={onRetry}>
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
