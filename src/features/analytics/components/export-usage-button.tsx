import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { usageToCsv, type UsageDay } from '@/data/platform-stats/platform-usage';

/** Downloads the series on screen as CSV, one row per day. */
export function ExportUsageButton({ series, days }: { series: readonly UsageDay[] | undefined; days: number }) {
  const run = () => {
    if (!series) return;
    const url = URL.createObjectURL(new Blob([usageToCsv(series)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `platform-usage-${days}d-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
    toast({ title: 'Export ready', description: `${series.length} days exported.`, variant: 'success' });
  };
  return (
    <Button variant="outline" onClick={run} disabled={!series}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
