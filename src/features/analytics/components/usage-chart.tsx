import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, chartAxisProps, chartGridProps, chartTooltipStyle } from '@/components/ui/chart';
import type { UsageDay } from '@/data/platform-stats/platform-usage';
import { formatDay, headlineOf, type UsageMeasure } from '../usage-series';

/** One measure over the chosen range as an area chart. */
export function UsageChart({ series, measure, label, color }: { series: readonly UsageDay[]; measure: UsageMeasure; label: string; color: string }) {
  const data = series.map((day) => ({ label: formatDay(day.day), value: day[measure] }));
  const headline = headlineOf(series, measure);
  const gradient = `usage-fill-${measure}`;
  return (
    <ChartFigure
      label={`${label} per day`}
      summary={`${label}: ${headline.value.toLocaleString('en-US')} ${headline.note}, over ${series.length} days.`}
      className="h-56"
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...chartGridProps} />
          <XAxis dataKey="label" {...chartAxisProps} interval="preserveStartEnd" minTickGap={28} />
          <YAxis allowDecimals={false} {...chartAxisProps} />
          <Tooltip contentStyle={chartTooltipStyle} />
          <Area type="linear" isAnimationActive={false} dataKey="value" name={label} stroke={color} strokeWidth={2} fill={`url(#${gradient})`} />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
