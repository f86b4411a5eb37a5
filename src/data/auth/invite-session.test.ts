import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptSessionFromFragment } from './invite-session';

const setSession = vi.hoisted(() => vi.fn());
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => ({ auth: { setSession } }) }));

beforeEach(() => {
  setSession.mockReset();
  window.history.replaceState(null, '', '/auth/callback?flow=invite#access_token=a.b.c&refresh_token=r1&type=invite');
});

describe('adoptSessionFromFragment', () => {
  it('signs in with the fragment tokens and removes them from the address', async () => {
    setSession.mockResolvedValue({ error: null });
    expect(await adoptSessionFromFragment(window.location.hash)).toBe(true);
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a.b.c', refresh_token: 'r1' });
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?flow=invite');
  });

  it('does nothing without tokens, and reports a refused session', async () => {
    expect(await adoptSessionFromFragment('#error=access_denied')).toBe(false);
    expect(setSession).not.toHaveBeenCalled();
    setSession.mockResolvedValue({ error: { message: 'Invalid Refresh Token' } });
    expect(await adoptSessionFromFragment(window.location.hash)).toBe(false);
  });
});
