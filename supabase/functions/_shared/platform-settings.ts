/**
 * Platform settings (public.platform_settings) the functions act on, read with the service role on
 * every request, so a change a super admin saves takes effect at once.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export const EARLY_ACCESS_CLOSED_ERROR = 'Early access sign-ups are closed at the moment. Please check back soon.';

/** The stored JSON value of a setting, or undefined when the row does not exist. */
export async function readPlatformSetting(db: SupabaseClient, key: string): Promise<unknown> {
  const { data, error } = await db.from('platform_settings').select('value').eq('key', key).maybeSingle();
  if (error) throw new Error(`platform setting ${key} could not be read: ${error.code ?? ''} ${error.message}`);
  return (data as { value: unknown } | null)?.value;
}

/** Open unless a super admin set early_access_open to false. */
export async function isEarlyAccessOpen(db: SupabaseClient): Promise<boolean> {
  return (await readPlatformSetting(db, 'early_access_open')) !== false;
}

/** The configured sender display name, or null when unset or not usable. */
export async function mailSenderName(db: SupabaseClient): Promise<string | null> {
  const value = await readPlatformSetting(db, 'mail_sender_name');
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
