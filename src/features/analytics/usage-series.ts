// The four usage measures of /admin/analytics: their names, colours and totals.
import { format, parseISO } from 'date-fns';
import { CHART_COLORS } from '@/components/ui/chart';
import type { UsageDay } from '@/data/platform-stats/platform-usage';

export type UsageMeasure = Exclude<keyof UsageDay, 'day'>;

export const USAGE_MEASURES: readonly { key: UsageMeasure; label: string; description: string; color: string }[] = [
  { key: 'signups', label: 'Sign-ups', description: 'New accounts per day', color: CHART_COLORS[0] },
  { key: 'activeLearners', label: 'Active learners', description: 'Learners with learning activity that day', color: CHART_COLORS[2] },
  { key: 'completions', label: 'Course completions', description: 'Assignments completed per day', color: CHART_COLORS[5] },
  { key: 'tickets', label: 'Tickets', description: 'Tickets and feedback received per day', color: CHART_COLORS[3] },
];

export function totalOf(series: readonly UsageDay[], key: UsageMeasure): number {
  return series.reduce((sum, day) => sum + day[key], 0);
}

/** Active learners are distinct per day; their sum over days would count people twice, so show the peak. */
export function headlineOf(series: readonly UsageDay[], key: UsageMeasure): { value: number; note: string } {
  if (key === 'activeLearners') return { value: Math.max(0, ...series.map((day) => day[key])), note: 'on the busiest day' };
  return { value: totalOf(series, key), note: 'in this period' };
}

export const formatDay = (day: string) => format(parseISO(day), 'MMM d');
