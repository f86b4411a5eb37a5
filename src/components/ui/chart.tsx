// Shared look of Recharts charts: a palette readable on light and dark cards, axis and tooltip styles
// from the theme's tokens, and an accessible frame (a labelled figure with a text summary).
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Mid-tone hues that keep 3:1 against both the light and the dark card. */
export const CHART_COLORS = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#a855f7'] as const;

export const chartAxisProps = {
  tick: { fill: 'var(--muted-foreground)', fontSize: 12 },
  tickLine: false,
  axisLine: { stroke: 'var(--border)' },
} as const;

export const chartGridProps = { stroke: 'var(--border)', strokeDasharray: '3 3', vertical: false } as const;

export const chartTooltipStyle: CSSProperties = {
  background: 'var(--popover)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  color: 'var(--popover-foreground)',
  fontSize: 12,
};

/**
 * A chart with a label for assistive technology; `summary` is read instead of the drawing. Charts inside
 * pass `accessibilityLayer={false}`: the drawing is hidden, so it must not take keyboard focus either.
 */
export function ChartFigure({
  label,
  summary,
  className,
  children,
}: {
  label: string;
  summary: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure aria-label={label} className={cn('m-0 h-64 w-full', className)}>
      <div aria-hidden="true" className="size-full">
        {children}
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}

/** A colour swatch with its name, for legends drawn as HTML (wrapping and readable at any width). */
export function ChartLegend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
