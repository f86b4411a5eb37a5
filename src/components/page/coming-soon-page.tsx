import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/**
 * A screen whose content a later release delivers: its real title and an honest note, never sample numbers.
 */
export function ComingSoonPage({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title={title} description={description} />
      <section
        aria-labelledby="coming-soon-heading"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Hammer aria-hidden="true" className="size-6" />
        </span>
        <h2 id="coming-soon-heading" className="text-lg font-semibold">
          Coming soon
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">
          This screen is being built. It will show up here as soon as it is ready; nothing on it is live yet.
        </p>
        {children}
      </section>
    </div>
  );
}
