import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThirdPartyLoaders } from './third-party-loaders';
import { createTracker, requestIdle, SESSION_RECORDING_IDLE_TIMEOUT_MS } from './tracker';

function fakeLoaders() {
  return {
    analytics: vi.fn<(id: string) => void>(),
    heatmap: vi.fn<(id: string) => void>(),
    sessionRecording: vi.fn<(id: string) => void>(),
  } satisfies ThirdPartyLoaders;
}

const ALL = { analytics: 'G-TEST123', heatmap: '1234567', sessionRecording: 'rec42' };

describe('createTracker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads nothing before the visitor answers or after a decline', () => {
    const loaders = fakeLoaders();
    const idle = vi.fn();
    const tracker = createTracker(ALL, loaders, idle);
    tracker.update(null);
    tracker.update('declined');
    expect(loaders.analytics).not.toHaveBeenCalled();
    expect(loaders.heatmap).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });

  it('loads nothing when no ID is configured, even after accepting', () => {
    const loaders = fakeLoaders();
    const idle = vi.fn();
    createTracker({}, loaders, idle).update('accepted');
    expect(loaders.analytics).not.toHaveBeenCalled();
    expect(loaders.heatmap).not.toHaveBeenCalled();
    expect(loaders.sessionRecording).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });

  it('after accepting loads each configured tool once, and session recording only when idle', () => {
    const loaders = fakeLoaders();
    let idleCallback: (() => void) | undefined;
    const idle = vi.fn((callback: () => void) => {
      idleCallback = callback;
    });
    const tracker = createTracker(ALL, loaders, idle);
    tracker.update('accepted');
    tracker.update('accepted');
    expect(loaders.analytics).toHaveBeenCalledExactlyOnceWith('G-TEST123');
    expect(loaders.heatmap).toHaveBeenCalledExactlyOnceWith('1234567');
    expect(idle).toHaveBeenCalledExactlyOnceWith(expect.any(Function), { timeout: SESSION_RECORDING_IDLE_TIMEOUT_MS });
    expect(loaders.sessionRecording).not.toHaveBeenCalled();
    idleCallback?.();
    expect(loaders.sessionRecording).toHaveBeenCalledExactlyOnceWith('rec42');
  });

  it('loads only the tools whose IDs are set', () => {
    const loaders = fakeLoaders();
    const idle = vi.fn();
    createTracker({ heatmap: '99' }, loaders, idle).update('accepted');
    expect(loaders.heatmap).toHaveBeenCalledWith('99');
    expect(loaders.analytics).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('requestIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes the 2000 ms timeout to requestIdleCallback', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const callback = vi.fn();
    requestIdle(callback, { timeout: SESSION_RECORDING_IDLE_TIMEOUT_MS });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    (requestIdleCallback.mock.calls[0]?.[0] as () => void)();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback runs after at most the timeout', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    requestIdle(callback, { timeout: SESSION_RECORDING_IDLE_TIMEOUT_MS });
    vi.advanceTimersByTime(1_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});
