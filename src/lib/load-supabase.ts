// Loads the Supabase client on demand, so public pages paint before the client's code is downloaded.
import type { AppSupabaseClient } from './supabase';

let pending: Promise<AppSupabaseClient> | undefined;

export function loadSupabase(): Promise<AppSupabaseClient> {
  pending ??= import('./supabase').then((module) => module.supabase);
  // A failed chunk download must be retryable on the next call.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** True for the storage key of a session: supabase-js keeps it in localStorage as sb-<ref>-auth-token. */
export function isSessionStorageKey(key: string | null): boolean {
  return key !== null && key.startsWith('sb-') && key.endsWith('-auth-token');
}

/** True when this browser may hold a session. */
export function mayHaveStoredSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      if (isSessionStorageKey(window.localStorage.key(index))) return true;
    }
    return false;
  } catch {
    // Storage unreadable: the client decides.
    return true;
  }
}
