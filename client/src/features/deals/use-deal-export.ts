import { plural } from '@common/words';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { type DealExportRequest, exportDeals } from './api/export-deals';

/** Runs an export with its toasts (done, none, failed); `expected` is the count if the server sends none. */
export function useDealExport() {
  const [exporting, setExporting] = useState(false);

  const run = async (request: DealExportRequest, expected: number | undefined) => {
    setExporting(true);
    try {
      const count = (await exportDeals(request)) ?? expected;
      const exported = count === undefined ? 'Deals' : plural(count, 'deal');
      toast({ title: 'Export successful', description: `${exported} exported to CSV` });
    } catch {
      toast({ title: 'Export failed', description: 'Please try again later', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run };
}
