// Daily platform usage of the last 7, 30 or 90 days (platform_usage RPC, super admins only) and its CSV.
import Papa from 'papaparse';
import { z } from 'zod';
import { unwrap } from '@/lib/api-error';
import type { AppSupabaseClient } from '@/lib/supabase';

export const USAGE_RANGES = [7, 30, 90] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

const count = z.number().int().nonnegative();

export const usageDaySchema = z.object({
  day: z.string(),
  signups: count,
  activeLearners: count,
  completions: count,
  tickets: count,
});
export type UsageDay = z.infer<typeof usageDaySchema>;

const platformUsageSchema = z.object({ days: z.number(), series: z.array(usageDaySchema) });

export async function fetchPlatformUsage(client: AppSupabaseClient, days: UsageRange): Promise<UsageDay[]> {
  return platformUsageSchema.parse(unwrap(await client.rpc('platform_usage', { p_days: days }))).series;
}

export function isUsageRange(value: unknown): value is UsageRange {
  return (USAGE_RANGES as readonly unknown[]).includes(value);
}

const CSV_FIELDS = ['date', 'sign_ups', 'active_learners', 'course_completions', 'tickets'] as const;

export function usageToCsv(series: readonly UsageDay[]): string {
  return Papa.unparse({
    fields: [...CSV_FIELDS],
    data: series.map((day) => [day.day, day.signups, day.activeLearners, day.completions, day.tickets]),
  });
}
