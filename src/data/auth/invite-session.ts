// GoTrue's invite links are started by the server, so they cannot use PKCE: they arrive with the session
// in the URL fragment, which the app's PKCE client refuses to read. /auth/callback?flow=invite adopts it.
import { loadSupabase } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';

/** Signs in with the tokens of `fragment` (`#access_token=…&refresh_token=…`); false when there are none. */
export async function adoptSessionFromFragment(fragment: string): Promise<boolean> {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return false;
  // The tokens must not linger in the address bar or the history.
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (error) {
    logger.warn('Invite callback: the session could not be adopted', error.message);
    return false;
  }
  return true;
}
