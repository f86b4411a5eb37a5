// The third-party tools' loaders: each defines the tool's command queue, then adds its script
// asynchronously. Called only by the tracker (tracker.ts), after consent.

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    hj?: Queue;
    _hjSettings?: { hjid: number; hjsv: number };
    clarity?: Queue;
  }
}

/** The heatmap tool's snippet version. */
export const HEATMAP_SITE_VERSION = 6;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function queue(): Queue {
  const fn: Queue = (...args: unknown[]) => {
    (fn.q ??= []).push(args);
  };
  return fn;
}

export function loadAnalytics(id: string): void {
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  window.gtag ??= function gtag() {
    // The analytics library reads the arguments object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

export function loadHeatmap(id: string): void {
  window.hj ??= queue();
  window._hjSettings = { hjid: Number(id), hjsv: HEATMAP_SITE_VERSION };
  addScript(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=${HEATMAP_SITE_VERSION}`);
}

export function loadSessionRecording(id: string): void {
  window.clarity ??= queue();
  addScript(`https://www.clarity.ms/tag/${encodeURIComponent(id)}`);
}

export interface ThirdPartyLoaders {
  analytics: (id: string) => void;
  heatmap: (id: string) => void;
  sessionRecording: (id: string) => void;
}

export const thirdPartyLoaders: ThirdPartyLoaders = {
  analytics: loadAnalytics,
  heatmap: loadHeatmap,
  sessionRecording: loadSessionRecording,
};
