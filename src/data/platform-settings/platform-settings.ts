// The platform settings super admins edit on /admin/settings. Their allowed values mirror the
// validation trigger of migration 20261123002100 (the database has the last word).
import { z } from 'zod';
import { unwrap } from '@/lib/api-error';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { Json } from '@/types/database';

export const COURSE_GENERATORS = ['template', 'openai', 'anthropic'] as const;
export type CourseGenerator = (typeof COURSE_GENERATORS)[number];

export const MAIL_SENDER_NAME_MAX = 100;

export const platformSettingsSchema = z.object({
  early_access_open: z.boolean(),
  course_generator: z.enum(COURSE_GENERATORS, { error: 'Choose one of the listed generators' }),
  mail_sender_name: z
    .string()
    .trim()
    .min(1, 'Enter the name e-mails are sent from')
    .max(MAIL_SENDER_NAME_MAX, `Use at most ${MAIL_SENDER_NAME_MAX} characters`)
    .refine((name) => !/[<>"\r\n\\]/.test(name), 'Quotes, angle brackets and backslashes are not allowed'),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type PlatformSettingKey = keyof PlatformSettings;
export const PLATFORM_SETTING_KEYS = Object.keys(platformSettingsSchema.shape) as PlatformSettingKey[];

export interface PlatformSettingsSnapshot {
  values: Partial<Record<PlatformSettingKey, Json>>;
  /** When and by whom the most recently changed of these settings was saved. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function fetchPlatformSettings(client: AppSupabaseClient): Promise<PlatformSettingsSnapshot> {
  const rows = unwrap(
    await client
      .from('platform_settings')
      .select('key, value, updated_at, updated_by')
      .in('key', PLATFORM_SETTING_KEYS)
      .order('updated_at', { ascending: false }),
    ) ?? [];
  return {
    values: Object.fromEntries(rows.map((row) => [row.key, row.value])),
    updatedAt: rows[0]?.updated_at ?? null,
    updatedBy: rows[0]?.updated_by ?? null,
  };
}

/** Writes only the settings that changed, one row each; a row RLS hides counts as a failure. */
export async function savePlatformSettings(client: AppSupabaseClient, changes: Partial<PlatformSettings>): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    const rows = unwrap(await client.from('platform_settings').update({ value }).eq('key', key).select('key')) ?? [];
    if (rows.length === 0) throw new Error(`The setting ${key} could not be saved: only super admins can change settings.`);
  }
}
