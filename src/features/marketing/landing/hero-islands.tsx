// The interactive parts of the landing hero, each an island with its copy as props (so the hero's text stays
// in the page's HTML and out of the script): the capture with the demo button, Discover more, the video tile.
import { ChevronDown, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { CtaAction } from '@/content/types';
import { CtaButton } from '../components/cta-button';
import { scrollToSection } from '../hooks/scroll-to-section';
import { useMarketingActions } from '../marketing-actions';
import { LOCAL_DEMO_VIDEO } from './demo-video-source';

const VideoModal = lazy(() => import('./video-modal').then((module) => ({ default: module.VideoModal })));

export interface HeroActionsProps {
  variant: 'default' | 'mobile';
  capture: CtaAction;
  demo: CtaAction;
  confirmation: { title: string; description: string };
}

/** Get Early Access and the demo button; after a capture, the confirmation replaces both. */
export function HeroActions({ variant, capture, demo, confirmation }: HeroActionsProps) {
  const { renderCapture } = useMarketingActions();
  const [captured, setCaptured] = useState(false);
  const mobile = variant === 'mobile';
  if (captured) {
    return (
      <div role="status" className="flex flex-col gap-1 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-left dark:bg-emerald-950/40">
        <p className="font-semibold text-emerald-800 dark:text-emerald-300">{confirmation.title}</p>
        <p className="text-sm text-emerald-800/90 dark:text-emerald-300/90">{confirmation.description}</p>
      </div>
    );
  }
  return (
    <div className={mobile ? 'flex flex-col gap-3' : 'flex w-full flex-wrap items-start justify-center gap-3'}>
      {capture.kind === 'capture'
        ? renderCapture({ source: capture.source, variant, buttonLabel: capture.label, onSuccess: () => setCaptured(true) })
        : null}
      <CtaButton action={demo} variant="outline" className={mobile ? 'w-full' : undefined} />
    </div>
  );
}

export function DiscoverMore({ label, targetId }: { label: string; targetId: string }) {
  return (
    <button
      type="button"
      onClick={() => scrollToSection(targetId)}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {label}
      <ChevronDown aria-hidden="true" className="size-4 motion-safe:animate-bounce" />
    </button>
  );
}

export interface VideoTileProps {
  label: string;
  caption: string;
  playLabel: string;
}

/** The mobile hero's demo video tile; the player opens in a modal. */
export function VideoTile({ label, caption, playLabel }: VideoTileProps) {
  const [video, setVideo] = useState({ open: false, used: false });
  return (
    <>
      <button
        type="button"
        onClick={() => setVideo({ open: true, used: true })}
        aria-label={playLabel}
        className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl border bg-slate-900 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {/* The largest element of the first mobile screen: a small copy, fetched early. */}
        <img src={LOCAL_DEMO_VIDEO.posterSmall} alt="" width={640} height={360} fetchPriority="high" className="absolute inset-0 size-full object-cover opacity-70" />
        <span className="relative flex size-14 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="ml-1 size-6" />
        </span>
        <span className="absolute bottom-3 left-3 text-left">
          <span className="block text-xs uppercase tracking-wide text-white/80">{label}</span>
          <span className="block text-sm font-semibold">{caption}</span>
        </span>
      </button>
      {video.used ? (
        <Suspense fallback={null}>
          <VideoModal open={video.open} onOpenChange={(open) => setVideo({ open, used: true })} />
        </Suspense>
      ) : null}
    </>
  );
}
