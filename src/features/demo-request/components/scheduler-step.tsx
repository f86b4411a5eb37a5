// Step 2 of the demo dialog: the third-party scheduler inline (desktop) or behind a button (small screens).
import { CalendarDays, ExternalLink, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { demoDialogCopy } from '@/content/demo-request';

const copy = demoDialogCopy.schedule;

/** Spec §9: inline height 630 px on desktop; on mobile min(window height − 160, 500) px; min width 320 px. */
const DESKTOP_HEIGHT_PX = 630;
const INIT_DELAY_MS = 100;
const MOBILE_REVEAL_DELAY_MS = 300;

type LoadState = 'loading' | 'loaded' | 'failed';

export interface SchedulerStepProps {
  /** The prefilled scheduler address; undefined when none is configured. */
  url: string | undefined;
  mobile: boolean;
  onOpenInNewTab: () => void;
}

function SchedulerFailure({ url, onOpenInNewTab }: { url: string | undefined; onOpenInNewTab: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center text-sm">
      <p>{copy.failure}</p>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" onClick={onOpenInNewTab} className="font-medium text-accent-foreground underline-offset-4 hover:underline">
          {copy.openInNewTab}
        </a>
      ) : null}
    </div>
  );
}

function InlineScheduler({ url, mobile, onOpenInNewTab }: SchedulerStepProps & { url: string }) {
  const [state, setState] = useState<LoadState>('loading');
  const [mounted, setMounted] = useState(false);
  const height = mobile ? Math.min(window.innerHeight - 160, 500) : DESKTOP_HEIGHT_PX;

  useEffect(() => {
    const timer = window.setTimeout(() => setMounted(true), INIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (state === 'failed') return <SchedulerFailure url={url} onOpenInNewTab={onOpenInNewTab} />;
  return (
    <div className="relative min-w-[320px] overflow-hidden rounded-lg border" style={{ height }}>
      {state === 'loading' ? (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          <span>{copy.loading}</span>
          {mobile ? <span className="text-xs">{copy.swipeHint}</span> : null}
        </div>
      ) : null}
      {mounted ? (
        <iframe
          title={copy.frameTitle}
          src={url}
          className="size-full"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
    </div>
  );
}

export function SchedulerStep({ url, mobile, onOpenInNewTab }: SchedulerStepProps) {
  const [revealed, setRevealed] = useState(!mobile);
  const [canReveal, setCanReveal] = useState(false);

  useEffect(() => {
    if (!mobile) return;
    const timer = window.setTimeout(() => setCanReveal(true), MOBILE_REVEAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mobile]);

  if (!url) return <SchedulerFailure url={url} onOpenInNewTab={onOpenInNewTab} />;
  if (revealed) return <InlineScheduler url={url} mobile={mobile} onOpenInNewTab={onOpenInNewTab} />;

  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-muted/40 p-6 text-center">
      <CalendarDays aria-hidden="true" className="size-8 text-accent-foreground" />
      <h3 className="font-semibold">{copy.readyTitle}</h3>
      <p className="text-sm text-muted-foreground">{copy.readyBody}</p>
      <Button asChild className="w-full">
        <a href={url} target="_blank" rel="noopener noreferrer" onClick={onOpenInNewTab}>
          {copy.openCalendar}
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
      {canReveal ? (
        <Button variant="outline" className="w-full" onClick={() => setRevealed(true)}>
          {copy.showTimes}
        </Button>
      ) : null}
    </div>
  );
}
