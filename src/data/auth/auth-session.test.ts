// The deferred subscription of prerendered public pages: a browser without a stored session is answered
// 'signed out' without downloading the client, and still hears sign-ins once something loads it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LoadSupabase from '@/lib/load-supabase';
import { subscribeToAuthChanges } from './auth-session';

const fake = vi.hoisted(() => ({
  loadCalls: 0,
  waiting: [] as ((client: unknown) => void)[],
  client: {
    auth: {
      onAuthStateChange: vi.fn((listener: (event: string, session: null) => void) => {
        listener('INITIAL_SESSION', null);
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      }),
    },
  },
}));

vi.mock('@/lib/load-supabase', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadSupabase>()),
  loadSupabase: async () => {
    fake.loadCalls += 1;
    return fake.client;
  },
  onSupabaseLoaded: (callback: (client: unknown) => void) => {
    fake.waiting.push(callback);
    return () => {};
  },
}));

afterEach(() => {
  window.localStorage.clear();
  fake.loadCalls = 0;
  fake.waiting = [];
  fake.client.auth.onAuthStateChange.mockClear();
});

describe('subscribeToAuthChanges', () => {
  it('loads the client at once by default', async () => {
    const listener = vi.fn();
    subscribeToAuthChanges(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith('INITIAL_SESSION', null));
    expect(fake.loadCalls).toBe(1);
  });

  it('deferred and without a stored session: signed out at once, no download, subscribed when the client loads', () => {
    const listener = vi.fn();
    subscribeToAuthChanges(listener, { deferClient: true });
    expect(listener).toHaveBeenCalledExactlyOnceWith('INITIAL_SESSION', null);
    expect(fake.loadCalls).toBe(0);

    fake.waiting.forEach((callback) => callback(fake.client));
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledOnce();
  });

  it('deferred with a stored session: loads the client to read it', async () => {
    window.localStorage.setItem('sb-127-auth-token', '{}');
    const listener = vi.fn();
    subscribeToAuthChanges(listener, { deferClient: true });
    await vi.waitFor(() => expect(fake.loadCalls).toBe(1));
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledOnce();
  });
});
