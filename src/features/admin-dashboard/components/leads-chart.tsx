import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, ChartFigure, chartAxisProps, chartGridProps, chartTooltipStyle } from '@/components/ui/chart';
import type { PlatformDashboard } from '@/data/platform-stats/platform-dashboard';
import { formatCount, formatDay } from '../format';

/** Early-access sign-ups per day of the last 30 days. */
export function LeadsChart({ days }: { days: PlatformDashboard['leadsByDay'] }) {
  const data = days.map((day) => ({ label: formatDay(day.day), count: day.count }));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const color = CHART_COLORS[2];
  return (
    <ChartFigure label="New early-access leads per day" summary={`${formatCount(total)} new early-access leads in the last 30 days.`}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
          <defs>
            <linearGradient id="leads-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...chartGridProps} />
          <XAxis dataKey="label" {...chartAxisProps} interval="preserveStartEnd" minTickGap={24} />
          <YAxis allowDecimals={false} {...chartAxisProps} />
          <Tooltip contentStyle={chartTooltipStyle} />
          <Area type="linear" isAnimationActive={false} dataKey="count" name="New leads" stroke={color} strokeWidth={2} fill="url(#leads-fill)" />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
