import { plural } from '@common/words';
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { exportDeals } from './api/export-deals';
import type { DealFilters } from './deal-filters';

export type ExportDealsButtonProps = {
  filters: DealFilters;
  /** Deals matching the filters; undefined while loading. */
  total: number | undefined;
};

/** 'Export CSV': the filtered deals as deals-export.csv, with spec §8's toasts. */
export function ExportDealsButton({ filters, total }: ExportDealsButtonProps) {
  const [exporting, setExporting] = useState(false);

  const handleExport = async () => {
    if (total === 0) {
      toast({ title: 'No deals to export', description: 'There are no deals available to export' });
      return;
    }
    setExporting(true);
    try {
      const count = (await exportDeals(filters)) ?? total;
      const exported = count === undefined ? 'Deals' : plural(count, 'deal');
      toast({ title: 'Export successful', description: `${exported} exported to CSV` });
    } catch {
      toast({ title: 'Export failed', description: 'Please try again later', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outline" disabled={exporting || total === undefined} onClick={() => void handleExport()}>
      {exporting ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      Export CSV
    </Button>
  );
}
