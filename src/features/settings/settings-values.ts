// Stored settings → form values, and the form's changes → only the settings that differ.
import type { Json } from '@/types/database';
import { platformSettingsSchema, type PlatformSettings } from '@/data/platform-settings/platform-settings';

/** What the platform does when a row is missing: the migration's defaults. */
export const DEFAULT_SETTINGS: PlatformSettings = {
  early_access_open: true,
  course_generator: 'template',
  mail_sender_name: 'LXERA',
};

/** Each stored value that passes the form's rules, else the default (so the form always opens). */
export function toFormValues(values: Partial<Record<keyof PlatformSettings, Json>>): PlatformSettings {
  const shape = platformSettingsSchema.shape;
  const pick = <K extends keyof PlatformSettings>(key: K): PlatformSettings[K] => {
    const parsed = shape[key].safeParse(values[key]);
    return (parsed.success ? parsed.data : DEFAULT_SETTINGS[key]) as PlatformSettings[K];
  };
  return {
    early_access_open: pick('early_access_open'),
    course_generator: pick('course_generator'),
    mail_sender_name: pick('mail_sender_name'),
  };
}

export function changedSettings(before: PlatformSettings, after: PlatformSettings): Partial<PlatformSettings> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof PlatformSettings)[]).filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]),
  ) as Partial<PlatformSettings>;
}
