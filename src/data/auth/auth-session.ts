// The auth session as a subscription. The client is loaded on demand, so subscribing costs nothing on first paint.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { loadSupabase, mayHaveStoredSession, onSupabaseLoaded } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';
import type { AppSupabaseClient } from '@/lib/supabase';

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

export interface AuthSubscriptionOptions {
  /**
   * On a prerendered public page: when the browser holds no session, answer 'signed out' at once and
   * subscribe only when something else loads the client (a sign-in form) or another tab signs in, so a
   * visitor never downloads the client just to learn they are not signed in.
   */
  deferClient?: boolean;
}

/**
 * Calls `listener` with INITIAL_SESSION once the stored session is read, then with every change
 * (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY). Returns the unsubscribe.
 */
export function subscribeToAuthChanges(listener: AuthListener, options: AuthSubscriptionOptions = {}): () => void {
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  const attach = (supabase: AppSupabaseClient) => {
    if (cancelled || unsubscribe) return;
    const { data } = supabase.auth.onAuthStateChange(listener);
    unsubscribe = () => data.subscription.unsubscribe();
  };
  const load = () =>
    loadSupabase()
      .then(attach)
      .catch((error: unknown) => {
        // Without the client nobody can be signed in; end the first check so the app does not wait forever.
        logger.error('Could not load the auth client', error);
        if (!cancelled) listener('INITIAL_SESSION', null);
      });

  if (options.deferClient && !mayHaveStoredSession()) {
    listener('INITIAL_SESSION', null);
    const stopWaiting = onSupabaseLoaded(attach);
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith('sb-') && event.key.endsWith('-auth-token')) void load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      stopWaiting();
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }

  void load();
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
