import { loadSupabase } from '@/lib/load-supabase';
import { logger } from '@/lib/logger';

/**
 * Whether the public site takes early-access sign-ups: the public platform setting early_access_open, which a
 * super admin switches in /admin/settings. A setting that cannot be read counts as open; the server has the
 * last word when the form is sent.
 */
export async function fetchEarlyAccessOpen(): Promise<boolean> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.from('platform_settings').select('value').eq('key', 'early_access_open').maybeSingle();
    if (error) throw error;
    return data?.value !== false;
  } catch (error) {
    logger.warn('Could not read whether early access is open', error);
    return true;
  }
}
