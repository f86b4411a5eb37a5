// The /admin KPIs, counted in Postgres by the platform_dashboard RPC (super admins only).
import { z } from 'zod';
import { unwrap } from '@/lib/api-error';
import type { AppSupabaseClient } from '@/lib/supabase';

const count = z.number().int().nonnegative();

export const platformDashboardSchema = z.object({
  generatedAt: z.string(),
  ticketsByDay: z.array(z.object({ day: z.string(), counts: z.record(z.string(), count) })),
  leadsByDay: z.array(z.object({ day: z.string(), count })),
  leadsTotal: count,
  companies: z.object({ active: count, total: count }),
  learners: z.object({ active7d: count, total: count }),
  completions: z.object({ thisWeek: count, lastWeek: count }),
  jobsByStatus: z.record(z.string(), count),
});

export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;

export async function fetchPlatformDashboard(client: AppSupabaseClient): Promise<PlatformDashboard> {
  return platformDashboardSchema.parse(unwrap(await client.rpc('platform_dashboard')));
}
