import { Suspense } from 'react';
import { DemoVideo } from '@/features/marketing/landing/demo-video';
import { DEMO_VIDEO_PLACEHOLDER } from '@/features/marketing/landing/demo-video-slot';

/** DemoVideoSlot's markup (its Suspense boundary included) with the player loaded up front: one download, not two. */
export function IslandComponent({ src }: { src?: string }) {
  return (
    <Suspense fallback={DEMO_VIDEO_PLACEHOLDER}>
      <DemoVideo src={src} />
    </Suspense>
  );
}
