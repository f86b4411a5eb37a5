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
