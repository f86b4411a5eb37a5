// Loads the Supabase client on demand, so public pages paint before the client's code is downloaded.
import type { AppSupabaseClient } from './supabase';

let pending: Promise<AppSupabaseClient> | undefined;
let loaded: AppSupabaseClient | undefined;
const waiting = new Set<(client: AppSupabaseClient) => void>();

export function loadSupabase(): Promise<AppSupabaseClient> {
  pending ??= import('./supabase').then((module) => {
    loaded = module.supabase;
    for (const callback of waiting) callback(module.supabase);
    waiting.clear();
    return module.supabase;
  });
  // A failed chunk download must be retryable on the next call.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** Calls `callback` with the client once something loads it (at once if loaded). Returns the cancel. */
export function onSupabaseLoaded(callback: (client: AppSupabaseClient) => void): () => void {
  if (loaded) {
    callback(loaded);
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** True when this browser may hold a session: supabase-js keeps it in localStorage as sb-<ref>-auth-token. */
export function mayHaveStoredSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith('sb-') && key.endsWith('-auth-token')) return true;
    }
    return false;
  } catch {
    // Storage unreadable: the client decides.
    return true;
  }
}
