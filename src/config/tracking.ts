// IDs of the third-party analytics, heatmap and session-recording tools. Each tool loads only when its ID
// is configured at build time AND the visitor accepted the cookie banner; with none configured (the
// default, and in tests) the site shows no banner and sends no request to a third party.

export interface TrackingIds {
  analytics?: string;
  /** A numeric heatmap site ID. */
  heatmap?: string;
  sessionRecording?: string;
}

interface RawTrackingEnv {
  VITE_ANALYTICS_ID?: string;
  VITE_HEATMAP_ID?: string;
  VITE_SESSION_RECORDING_ID?: string;
}

// IDs end up in script URLs: anything but a plain token is ignored rather than trusted.
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const NUMERIC = /^\d{1,20}$/;

function clean(value: string | undefined, pattern: RegExp): string | undefined {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : undefined;
}

export function parseTrackingIds(raw: RawTrackingEnv): TrackingIds {
  return {
    analytics: clean(raw.VITE_ANALYTICS_ID, TOKEN),
    heatmap: clean(raw.VITE_HEATMAP_ID, NUMERIC),
    sessionRecording: clean(raw.VITE_SESSION_RECORDING_ID, TOKEN),
  };
}

export function hasTracking(ids: TrackingIds): boolean {
  return Boolean(ids.analytics || ids.heatmap || ids.sessionRecording);
}

export const TRACKING_IDS: TrackingIds = parseTrackingIds(import.meta.env as RawTrackingEnv);
