import { ArrowUp } from 'lucide-react';
import { headerCopy } from '@/content/navigation';
import { BACK_TO_TOP_PX, useScrollState } from '../hooks/use-scroll-state';

/** Appears after 300 px of scrolling (spec §9). */
export function BackToTop() {
  const { y } = useScrollState();
  if (y <= BACK_TO_TOP_PX) return null;
  return (
    <button
      type="button"
      aria-label={headerCopy.backToTop}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-6 right-6 z-30 inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-lg transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring animate-fade-in"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
