// The mobile hero's video modal: loading, loaded on media load, error on failure; closing resets to loading.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Loader2, VideoOff, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { videoModalCopy as copy } from '@/content/landing';
import { demoVideoSource, LOCAL_DEMO_VIDEO } from './demo-video-source';

type VideoState = 'loading' | 'loaded' | 'error';

function VideoBody({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState<VideoState>('loading');
  const source = demoVideoSource();

  if (state === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
        <VideoOff aria-hidden="true" className="size-8 text-muted-foreground" />
        <h3 className="font-semibold">{copy.unavailableTitle}</h3>
        <p className="text-sm text-muted-foreground">{copy.unavailableBody}</p>
        <Button variant="outline" onClick={onClose}>
          {copy.close}
        </Button>
      </div>
    );
  }
  return (
    <div className="relative aspect-video w-full bg-black">
      {state === 'loading' ? (
        <div role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          {copy.loading}
        </div>
      ) : null}
      {source.kind === 'embed' ? (
        <iframe
          title={copy.title}
          src={source.url}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className="size-full"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      ) : (
        <video
          controls
          playsInline
          muted
          poster={LOCAL_DEMO_VIDEO.poster}
          className="size-full"
          onLoadedData={() => setState('loaded')}
          onError={() => setState('error')}
          src={source.url}
        >
          <track kind="captions" src={LOCAL_DEMO_VIDEO.captions} srcLang="en" label="English" default />
        </video>
      )}
    </div>
  );
}

export function VideoModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b px-4 py-3">
            <DialogPrimitive.Title className="text-sm font-semibold">{copy.title}</DialogPrimitive.Title>
            <DialogPrimitive.Close aria-label={copy.close} className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X aria-hidden="true" className="size-4" />
            </DialogPrimitive.Close>
          </div>
          {/* Unmounted while closed, so the next open starts from 'loading' again. */}
          <VideoBody onClose={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
