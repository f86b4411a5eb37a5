import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, chartAxisProps, chartGridProps, chartTooltipStyle } from '@/components/ui/chart';
import { formatCount } from '../format';
import { JOB_STATUS_SERIES } from '../labels';

/** Course generation jobs by status, all time. */
export function JobsChart({ byStatus }: { byStatus: Record<string, number> }) {
  const data = JOB_STATUS_SERIES.map((status) => ({ ...status, count: byStatus[status.key] ?? 0 }));
  const summary = `Course generation jobs: ${data.map((d) => `${d.label} ${formatCount(d.count)}`).join(', ')}.`;
  return (
    <ChartFigure label="Course generation jobs by status" summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 8 }}>
          <CartesianGrid {...chartGridProps} horizontal={false} vertical />
          <XAxis type="number" allowDecimals={false} {...chartAxisProps} />
          <YAxis type="category" dataKey="label" width={84} {...chartAxisProps} />
          <Tooltip contentStyle={chartTooltipStyle} cursor={{ fill: 'var(--muted)' }} />
          <Bar dataKey="count" name="Jobs" isAnimationActive={false} radius={[0, 4, 4, 0]} maxBarSize={22}>
            {data.map((d) => (
              <Cell key={d.key} fill={d.color} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
