import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The global error screen of spec §2. */
export function ErrorScreen({ detail }: { detail?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive-soft-foreground">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong.</h1>
        <p className="text-muted-foreground">We apologize for the inconvenience. Please try refreshing the page.</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
        {detail ? (
          <details className="mt-2 w-full rounded-lg border bg-card p-3 text-left text-xs text-muted-foreground">
            <summary className="cursor-pointer font-medium">Technical details</summary>
            <pre className="mt-2 overflow-auto whitespace-pre-wrap break-words">{detail}</pre>
          </details>
        ) : null}
      </div>
    </div>
  );
}
