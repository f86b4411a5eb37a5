import { loadSupabase } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';

/**
 * Signs this browser out. Scope 'local': the client drops the session before asking the server to revoke
 * its refresh token, so signing out never depends on the network, and the user's other devices stay signed in.
 */
export async function signOut(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (error) logger.warn('The server could not revoke the session; this browser is signed out anyway', error);
}
