// /auth/callback (spec §4): read the session the e-mailed link brought, then look up the role.
import { loadSupabase } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';

export type CallbackOutcome =
  | { kind: 'no_session' }
  | { kind: 'session_error' }
  | { kind: 'unexpected_error' }
  | { kind: 'signed_in'; role: string | null; email: string | null };

export async function resolveAuthCallback(): Promise<CallbackOutcome> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.getSession();
    if (error) {
      logger.warn('Auth callback: the session could not be read', error.message);
      return { kind: 'session_error' };
    }
    if (!data.session) return { kind: 'no_session' };
    const { data: row, error: roleError } = await supabase
      .from('users')
      .select('role')
      .eq('id', data.session.user.id)
      .maybeSingle();
    if (roleError) logger.warn('Auth callback: role lookup failed', roleError.message);
    return { kind: 'signed_in', role: row?.role ?? null, email: data.session.user.email ?? null };
  } catch (error) {
    logger.error('Auth callback failed', error);
    return { kind: 'unexpected_error' };
  }
}
