// The demo video: the generated local default under public/media, overridable by VITE_DEMO_VIDEO_URL.
export interface DemoVideoSource {
  kind: 'file' | 'embed';
  url: string;
}

const VIDEO_SITE = /(youtube\.com|youtu\.be|vimeo\.com|loom\.com|wistia\.(com|net))/i;

export const LOCAL_DEMO_VIDEO = {
  mp4: '/media/lxera-demo.mp4',
  webm: '/media/lxera-demo.webm',
  poster: '/media/lxera-demo-poster.jpg',
  /** 640 px wide: the mobile hero's tile and small screens. */
  posterSmall: '/media/lxera-demo-poster-640.webp',
  chapters: '/media/lxera-demo-chapters.vtt',
  captions: '/media/lxera-demo-captions.en.vtt',
} as const;

/** Video-site links play in an iframe, anything else in the native player (spec §2 landing hero). */
export function demoVideoSource(raw: string | undefined = import.meta.env.VITE_DEMO_VIDEO_URL as string | undefined): DemoVideoSource {
  const url = raw?.trim();
  if (!url) return { kind: 'file', url: LOCAL_DEMO_VIDEO.mp4 };
  return { kind: VIDEO_SITE.test(url) ? 'embed' : 'file', url };
}
