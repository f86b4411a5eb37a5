import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import type { TicketFilter } from '@/data/tickets/ticket-page';
import { exportTicketsCsv } from '@/data/tickets/tickets-export';

function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads every ticket of the current filter (not only the visible page) as CSV. */
export function ExportTicketsButton({ filter, fileLabel }: { filter: TicketFilter; fileLabel: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { csv, count } = await exportTicketsCsv(filter);
      download(csv, `${fileLabel}-${new Date().toISOString().slice(0, 10)}.csv`);
      toast({ title: 'Export ready', description: `${count} ticket${count === 1 ? '' : 's'} exported.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Export failed', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy}>
      {busy ? <Spinner className="size-4 text-current" /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
