import { History } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserAuditQuery } from '@/data/users/user-audit-query';
import { describeAuditEntry, formatDateTime } from '../user-labels';

/** The audit log's latest entries about one profile: what changed, who changed it, when. */
export function RecentChanges({ userId, companyName }: { userId: string; companyName: (id: string) => string }) {
  const query = useUserAuditQuery(userId);
  return (
    <section aria-labelledby="recent-changes-heading" className="grid gap-3">
      <h3 id="recent-changes-heading" className="flex items-center gap-2 text-sm font-semibold">
        <History aria-hidden="true" className="size-4 text-muted-foreground" />
        Recent changes
      </h3>
      {query.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">{query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No access changes recorded.</p>
      ) : (
        <ol className="grid gap-2">
          {query.data.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 rounded-lg border-l-2 border-primary/60 bg-muted/40 px-3 py-2">
              {describeAuditEntry(entry, companyName).map((line) => (
                <span key={line} className="text-sm">
                  {line}
                </span>
              ))}
              <span className="text-xs text-muted-foreground">
                {entry.actorLabel ? `by ${entry.actorLabel}` : 'by the system'} · {formatDateTime(entry.created_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
