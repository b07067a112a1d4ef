import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { DealFilters } from './deal-filters';
import type { DealSort } from './deal-sort';
import { useDealExport } from './use-deal-export';

export type ExportDealsButtonProps = {
  filters: DealFilters;
  sort: DealSort | null;
  /** Deals matching the filters; undefined while loading. */
  total: number | undefined;
};

/** 'Export CSV': the filtered deals as deals-export.csv; a toast says how many, none, or that it failed. */
export function ExportDealsButton({ filters, sort, total }: ExportDealsButtonProps) {
  const { exporting, run } = useDealExport();

  const handleExport = () => {
    if (total === 0) {
      toast({ title: 'No deals to export', description: 'There are no deals available to export' });
      return;
    }
    void run({ filters, sort }, total);
  };

  return (
    <Button variant="outline" disabled={exporting || total === undefined} onClick={handleExport}>
      {exporting ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      Export CSV
    </Button>
  );
}
