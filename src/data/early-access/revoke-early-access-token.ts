import { loadSupabase } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';

/** Revokes a session token on sign-out; failure is logged (never the token) and the browser forgets it anyway. */
export async function revokeEarlyAccessToken(token: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('revoke_early_access_token', { p_token: token });
  if (error) logger.warn('The early-access token could not be revoked', error.message);
}
