// The provider against a fake of the few client calls it makes (auth events, one profile select), so the
// event handling and the 100 ms profile delay can be driven step by step. The real client against the real
// stack is covered end to end (e2e/auth.spec.ts).
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, buildSession } from '@/testing/factories';
import { createTestQueryClient } from '@/testing/render';
import { useAuth } from '../hooks/use-auth';
import { AuthProvider } from './auth-provider';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const fake = vi.hoisted(() => ({
  listener: null as null | ((event: string, session: unknown) => void),
  profileRequests: [] as string[],
  profileResult: { data: null as unknown, error: null as null | { message: string }, status: 200 },
  signOut: vi.fn(async () => ({ error: null })),
}));

vi.mock('@/lib/load-supabase', () => ({
  loadSupabase: async () => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        fake.listener = listener as typeof fake.listener;
        return { data: { subscription: { unsubscribe: () => (fake.listener = null) } } };
      },
      signOut: fake.signOut,
    },
    from: (table: string) => ({
      select: () => ({
        eq: (_column: string, value: string) => ({
          maybeSingle: async () => {
            fake.profileRequests.push(`${table}:${value}`);
            return fake.profileResult;
          },
        }),
      }),
    }),
  }),
}));

function Probe() {
  const { loading, user, profile, lastEvent, isPasswordRecovery, signedOutByUser, signOut } = useAuth();
  return (
    <dl>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <dt>signed out by user</dt>
      <dd data-testid="by-user">{String(signedOutByUser)}</dd>
      <dt>loading</dt>
      <dd data-testid="loading">{String(loading)}</dd>
      <dt>user</dt>
      <dd data-testid="user">{user?.id ?? 'none'}</dd>
      <dt>profile</dt>
      <dd data-testid="profile">{profile?.role ?? 'none'}</dd>
      <dt>event</dt>
      <dd data-testid="event">{lastEvent ?? 'none'}</dd>
      <dt>recovery</dt>
      <dd data-testid="recovery">{String(isPasswordRecovery)}</dd>
    </dl>
  );
}

async function renderProvider() {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  // Let the dynamic client import resolve and the provider subscribe.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return queryClient;
}

async function emit(event: AuthChangeEvent, session: Session | null) {
  await act(async () => fake.listener?.(event, session));
}

const text = (id: string) => screen.getByTestId(id).textContent;

/** The 100 ms delay, then the profile query's promise and React Query's batched notify. */
async function passProfileDelay() {
  await act(() => vi.advanceTimersByTimeAsync(100));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  fake.listener = null;
  fake.profileRequests = [];
  fake.profileResult = { data: buildProfile('company_admin', { id: 'user-1' }), error: null, status: 200 };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthProvider', () => {
  it('is loading until the first session check ends', async () => {
    await renderProvider();
    expect(text('loading')).toBe('true');
    await emit('INITIAL_SESSION', null);
    expect(text('loading')).toBe('false');
    expect(text('user')).toBe('none');
    expect(text('profile')).toBe('none');
  });

  it('loads the profile 100 ms after signing in', async () => {
    await renderProvider();
    await emit('INITIAL_SESSION', null);
    await emit('SIGNED_IN', buildSession('user-1'));
    expect(text('user')).toBe('user-1');
    expect(text('loading')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(fake.profileRequests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fake.profileRequests).toEqual(['users:user-1']);
    expect(text('profile')).toBe('company_admin');
    expect(text('loading')).toBe('false');
  });

  it('handles the initial session of a returning user', async () => {
    await renderProvider();
    await emit('INITIAL_SESSION', buildSession('user-1'));
    expect(text('loading')).toBe('true');
    await passProfileDelay();
    expect(text('profile')).toBe('company_admin');
    expect(text('loading')).toBe('false');
  });

  it('keeps the profile across token refreshes without refetching it', async () => {
    await renderProvider();
    await emit('INITIAL_SESSION', buildSession('user-1'));
    await passProfileDelay();
    await emit('TOKEN_REFRESHED', buildSession('user-1'));
    await passProfileDelay();
    expect(text('event')).toBe('TOKEN_REFRESHED');
    expect(text('loading')).toBe('false');
    expect(fake.profileRequests).toEqual(['users:user-1']);
  });

  it('reloads the profile when the user is updated', async () => {
    await renderProvider();
    await emit('INITIAL_SESSION', buildSession('user-1'));
    await passProfileDelay();
    fake.profileResult = { data: buildProfile('learner', { id: 'user-1' }), error: null, status: 200 };
    await emit('USER_UPDATED', buildSession('user-1'));
    await passProfileDelay();
    expect(fake.profileRequests).toEqual(['users:user-1', 'users:user-1']);
    expect(text('profile')).toBe('learner');
  });

  it('flags a password recovery', async () => {
    await renderProvider();
    await emit('INITIAL_SESSION', null);
    await emit('PASSWORD_RECOVERY', buildSession('user-1'));
    expect(text('recovery')).toBe('true');
  });

  it('clears user, profile and cached data on sign-out', async () => {
    const queryClient = await renderProvider();
    await emit('INITIAL_SESSION', buildSession('user-1'));
    await passProfileDelay();
    queryClient.setQueryData(['some', 'cached', 'data'], 42);
    await emit('SIGNED_OUT', null);
    expect(text('user')).toBe('none');
    expect(text('profile')).toBe('none');
    expect(text('loading')).toBe('false');
    expect(queryClient.getQueryData(['some', 'cached', 'data'])).toBeUndefined();
  });

  it('remembers that the user chose to sign out, until the next sign-in', async () => {
    await renderProvider();
    await emit('INITIAL_SESSION', buildSession('user-1'));
    await passProfileDelay();
    expect(text('by-user')).toBe('false');
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
    await emit('SIGNED_OUT', null);
    expect(text('by-user')).toBe('true');
    await emit('SIGNED_IN', buildSession('user-1'));
    expect(text('by-user')).toBe('false');
  });

  it('logs a failed profile fetch and carries on without a profile', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.profileResult = { data: null, error: { message: 'permission denied for table users' }, status: 403 };
    await renderProvider();
    await emit('INITIAL_SESSION', buildSession('user-1'));
    await passProfileDelay();
    expect(text('loading')).toBe('false');
    expect(text('profile')).toBe('none');
    expect(logged).toHaveBeenCalledWith('Profile fetch failed', expect.objectContaining({ message: 'permission denied for table users' }));
  });
});
