import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, ChartLegend, chartAxisProps, chartGridProps, chartTooltipStyle } from '@/components/ui/chart';
import type { PlatformDashboard } from '@/data/platform-stats/platform-dashboard';
import { formatCount, formatDay } from '../format';
import { TICKET_TYPE_SERIES } from '../labels';

/** New tickets per day of the last 30 days, stacked by type. */
export function TicketsByTypeChart({ days }: { days: PlatformDashboard['ticketsByDay'] }) {
  const data = days.map((day) => ({ label: formatDay(day.day), ...day.counts }));
  const totals = TICKET_TYPE_SERIES.map((series) => ({
    ...series,
    total: days.reduce((sum, day) => sum + (day.counts[series.key] ?? 0), 0),
  }));
  const summary = `New tickets in the last 30 days by type: ${totals.map((t) => `${t.label} ${formatCount(t.total)}`).join(', ')}.`;
  return (
    <div className="grid gap-3">
      <ChartFigure label="New tickets per day by type" summary={summary}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid {...chartGridProps} />
            <XAxis dataKey="label" {...chartAxisProps} interval="preserveStartEnd" minTickGap={24} />
            <YAxis allowDecimals={false} {...chartAxisProps} />
            <Tooltip contentStyle={chartTooltipStyle} cursor={{ fill: 'var(--muted)' }} />
            {TICKET_TYPE_SERIES.map((series) => (
              <Bar key={series.key} dataKey={series.key} name={series.label} stackId="tickets" fill={series.color} maxBarSize={28} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartLegend items={totals.map((t) => ({ label: `${t.label} (${formatCount(t.total)})`, color: t.color }))} />
    </div>
  );
}
