import { lazy, Suspense } from 'react';

// The player's code (controls, chapter and speed menus) loads apart from the page that shows it.
const DemoVideo = lazy(() => import('./demo-video').then((module) => ({ default: module.DemoVideo })));

export const DEMO_VIDEO_PLACEHOLDER = <div className="aspect-video w-full rounded-2xl border bg-black shadow-xl" />;

/** The demo video block, with a placeholder of its size while its code loads. */
export function DemoVideoSlot({ src }: { src?: string }) {
  return (
    <Suspense fallback={DEMO_VIDEO_PLACEHOLDER}>
      <DemoVideo src={src} />
    </Suspense>
  );
}
