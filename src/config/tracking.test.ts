import { describe, expect, it } from 'vitest';
import { hasTracking, parseTrackingIds } from './tracking';

describe('parseTrackingIds', () => {
  it('is empty by default, so nothing third-party loads', () => {
    const ids = parseTrackingIds({});
    expect(ids).toEqual({ analytics: undefined, heatmap: undefined, sessionRecording: undefined });
    expect(hasTracking(ids)).toBe(false);
    expect(hasTracking(parseTrackingIds({ VITE_ANALYTICS_ID: '  ', VITE_HEATMAP_ID: '' }))).toBe(false);
  });

  it('keeps plain IDs and drops anything that could change a script URL', () => {
    const ids = parseTrackingIds({ VITE_ANALYTICS_ID: ' G-AB12CD ', VITE_HEATMAP_ID: '3456789', VITE_SESSION_RECORDING_ID: 'abc"><script>' });
    expect(ids).toEqual({ analytics: 'G-AB12CD', heatmap: '3456789', sessionRecording: undefined });
    expect(parseTrackingIds({ VITE_HEATMAP_ID: '12ab' }).heatmap).toBeUndefined();
    expect(hasTracking(ids)).toBe(true);
  });
});
