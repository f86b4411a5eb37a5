import { USAGE_RANGES, type UsageRange } from '@/data/platform-stats/platform-usage';
import { cn } from '@/lib/cn';

/** A segmented control of the 7/30/90-day ranges: a radio group, so arrow keys and screen readers work. */
export function RangePicker({ value, onChange }: { value: UsageRange; onChange: (range: UsageRange) => void }) {
  return (
    <fieldset className="flex rounded-lg border bg-muted p-1">
      <legend className="sr-only">Period</legend>
      {USAGE_RANGES.map((range) => (
        <label
          key={range}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            range === value && 'bg-card text-foreground shadow-sm',
          )}
        >
          <input type="radio" name="usage-range" className="sr-only" value={range} checked={range === value} onChange={() => onChange(range)} />
          {range} days
        </label>
      ))}
    </fieldset>
  );
}
