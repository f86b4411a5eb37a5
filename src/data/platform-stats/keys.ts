// React Query keys of the super-admin insight RPCs (platform_dashboard, platform_usage).
import type { UsageRange } from './platform-usage';

export const platformStatsKeys = {
  all: ['platform-stats'] as const,
  dashboard: () => [...platformStatsKeys.all, 'dashboard'] as const,
  usage: (days: UsageRange) => [...platformStatsKeys.all, 'usage', days] as const,
};
