import type { StackingPlan } from '@common/stacking-plan';
import { Download, FileSpreadsheet, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { ColourMode } from './segment-colours';
import { downloadStackingCsv, downloadStackingPng } from './stacking-export';

export type StackingExportButtonsProps = {
  plan: StackingPlan | undefined;
  mode: ColourMode;
};

export const printPath = (buildingId: number, mode: ColourMode) =>
  `/stacking-plan/print?building=${buildingId}${mode === 'expiry' ? '&colour=expiry' : ''}`;

/** Export PNG (drawn from the plan's data), Export CSV (one row per suite) and a print-ready Preview. */
export function StackingExportButtons({ plan, mode }: StackingExportButtonsProps) {
  const handlePng = async () => {
    if (!plan) return;
    try {
      await downloadStackingPng(plan, mode);
    } catch {
      toast({ title: 'Export failed', description: 'Please try again later', variant: 'destructive' });
    }
  };

  return (
    <>
      <Button variant="outline" disabled={!plan} onClick={() => void handlePng()}>
        <Download aria-hidden="true" className="size-4" />
        Export PNG
      </Button>
      <Button variant="outline" disabled={!plan} onClick={() => plan && downloadStackingCsv(plan)}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
      {plan ? (
        <Button variant="outline" asChild>
          <a href={printPath(plan.building.id, mode)} target="_blank" rel="noopener">
            <Printer aria-hidden="true" className="size-4" />
            Preview
          </a>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          <Printer aria-hidden="true" className="size-4" />
          Preview
        </Button>
      )}
    </>
  );
}
