import { Sparkles, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useGenerationTracking } from '../hooks/use-generation-tracking';

/**
 * Where the floating course-generation progress card appears once a generation starts. Until the live card
 * (job polling and realtime) arrives with course generation, it links to the generator for the progress.
 */
export function GenerationProgressMount() {
  const { trackedJobId, clearTrackedJob } = useGenerationTracking();
  if (!trackedJobId) return null;
  return (
    <aside
      aria-label="Course generation"
      className="fixed bottom-24 right-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl animate-slide-in-bottom md:bottom-6 md:right-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Sparkles aria-hidden="true" className="size-4" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="text-sm font-semibold">Course generation started</p>
          <Link to={paths.courseGeneration} className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground">
            View progress in AI Course Generator
          </Link>
        </div>
        <button
          type="button"
          onClick={clearTrackedJob}
          aria-label="Dismiss course generation card"
          className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
