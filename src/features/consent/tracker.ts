// Starts the configured third-party tools once the visitor has accepted, each at most once. Session
// recording is the heaviest, so it waits for idle time, but never more than 2000 ms.
import type { TrackingIds } from '@/config/tracking';
import type { Consent } from './consent-storage';
import type { ThirdPartyLoaders } from './third-party-loaders';

export const SESSION_RECORDING_IDLE_TIMEOUT_MS = 2_000;

export type RequestIdle = (callback: () => void, options: { timeout: number }) => void;

/** requestIdleCallback, or (where the browser lacks it) the timeout itself. */
export const requestIdle: RequestIdle = (callback, { timeout }) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback(), { timeout });
  else window.setTimeout(callback, timeout);
};

export interface Tracker {
  /** Call with the current consent; loads what is configured when it is 'accepted'. */
  update: (consent: Consent | null) => void;
}

export function createTracker(ids: TrackingIds, loaders: ThirdPartyLoaders, idle: RequestIdle = requestIdle): Tracker {
  let started = false;
  return {
    update(consent) {
      if (consent !== 'accepted' || started) return;
      started = true;
      if (ids.analytics) loaders.analytics(ids.analytics);
      if (ids.heatmap) loaders.heatmap(ids.heatmap);
      const recordingId = ids.sessionRecording;
      if (recordingId) idle(() => loaders.sessionRecording(recordingId), { timeout: SESSION_RECORDING_IDLE_TIMEOUT_MS });
    },
  };
}
