// The auth session as a subscription. The client is loaded on demand, so subscribing costs nothing on first paint.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { loadSupabase } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

/**
 * Calls `listener` with INITIAL_SESSION once the stored session is read, then with every change
 * (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY). Returns the unsubscribe.
 */
export function subscribeToAuthChanges(listener: AuthListener): () => void {
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  loadSupabase()
    .then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange(listener);
      unsubscribe = () => data.subscription.unsubscribe();
    })
    .catch((error: unknown) => {
      // Without the client nobody can be signed in; end the first check so the app does not wait forever.
      logger.error('Could not load the auth client', error);
      if (!cancelled) listener('INITIAL_SESSION', null);
    });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
