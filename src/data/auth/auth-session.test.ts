// The auth subscription: the client loads on demand, and a failed download still ends the first check.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToAuthChanges } from './auth-session';

const fake = vi.hoisted(() => {
  const unsubscribe = vi.fn();
  return {
    fail: false,
    unsubscribe,
    client: {
      auth: {
        onAuthStateChange: vi.fn((listener: (event: string, session: null) => void) => {
          listener('INITIAL_SESSION', null);
          return { data: { subscription: { unsubscribe } } };
        }),
      },
    },
  };
});

vi.mock('@/lib/load-supabase', () => ({
  loadSupabase: async () => {
    if (fake.fail) throw new Error('chunk failed');
    return fake.client;
  },
}));
vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn() } }));

afterEach(() => {
  fake.fail = false;
  fake.unsubscribe.mockClear();
  fake.client.auth.onAuthStateChange.mockClear();
});

describe('subscribeToAuthChanges', () => {
  it('loads the client, passes its events on, and unsubscribes', async () => {
    const listener = vi.fn();
    const stop = subscribeToAuthChanges(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith('INITIAL_SESSION', null));
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledOnce();
    stop();
    expect(fake.unsubscribe).toHaveBeenCalledOnce();
  });

  it('answers signed out when the client cannot be downloaded', async () => {
    fake.fail = true;
    const listener = vi.fn();
    subscribeToAuthChanges(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledExactlyOnceWith('INITIAL_SESSION', null));
    expect(fake.client.auth.onAuthStateChange).not.toHaveBeenCalled();
  });

  it('does not subscribe once cancelled before the client arrives', async () => {
    const listener = vi.fn();
    subscribeToAuthChanges(listener)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.client.auth.onAuthStateChange).not.toHaveBeenCalled();
  });
});
