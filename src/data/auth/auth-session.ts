// The auth session as a subscription. The client is loaded on demand, so importing this costs nothing on first paint.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { loadSupabase } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';
import type { AppSupabaseClient } from '@/lib/supabase';

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

/**
 * Calls `listener` with INITIAL_SESSION once the stored session is read, then with every change
 * (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY). Returns the unsubscribe.
 */
export function subscribeToAuthChanges(listener: AuthListener): () => void {
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

  void load();
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
