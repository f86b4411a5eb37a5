// Pieces every detail side panel shares: a labelled fact of a definition list, and the loading state.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SheetTitle } from './sheet';
import { Skeleton } from './skeleton';

/** One `<dt>`/`<dd>` pair; place inside a `<dl>`. `preserveLines` keeps the line breaks of free text. */
export function DetailField({ label, children, preserveLines = false }: { label: string; children: ReactNode; preserveLines?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className={cn('break-words text-sm', preserveLines && 'whitespace-pre-wrap')}>{children}</dd>
    </div>
  );
}

/** The panel's placeholder while its record loads; the title keeps the dialog named for screen readers. */
export function DetailSheetLoading({ title }: { title: string }) {
  return (
    <div className="grid gap-3" aria-busy="true">
      <SheetTitle>{title}</SheetTitle>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
