import type { StackingPlan } from '@common/stacking-plan';
import { Download, FileSpreadsheet, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { toast } from '@/components/ui/use-toast';
import type { ColourMode } from './segment-colours';
import { downloadStackingCsv, downloadStackingPng } from './stacking-export';

export type StackingExportButtonsProps = {
  plan: StackingPlan | undefined;
  mode: ColourMode;
  /** Why there is no plan to export (loading, not found, no building): shown on the disabled buttons. */
  unavailableReason: string;
};

export const printPath = (buildingId: number, mode: ColourMode) =>
  `/stacking-plan/print?building=${buildingId}${mode === 'expiry' ? '&colour=expiry' : ''}`;

/** The three actions, in their order on screen. */
const exportActions = [
  { label: 'Export PNG', icon: Download },
  { label: 'Export CSV', icon: FileSpreadsheet },
  { label: 'Preview', icon: Printer },
] as const;

/** Export PNG (drawn from the plan's data), Export CSV (one row per suite) and a print-ready Preview. */
export function StackingExportButtons({ plan, mode, unavailableReason }: StackingExportButtonsProps) {
  const handlePng = async () => {
    if (!plan) return;
    try {
      await downloadStackingPng(plan, mode);
    } catch {
      toast({ title: 'Export failed', description: 'Please try again later', variant: 'destructive' });
    }
  };

  if (!plan)
    return (
      <>
        {exportActions.map(({ label, icon: Icon }) => (
          <DisabledReason key={label} reason={unavailableReason}>
            <Button variant="outline" disabled>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Button>
          </DisabledReason>
        ))}
      </>
    );

  return (
    <>
      <Button variant="outline" onClick={() => void handlePng()}>
        <Download aria-hidden="true" className="size-4" />
        Export PNG
      </Button>
      <Button variant="outline" onClick={() => downloadStackingCsv(plan)}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
      <Button variant="outline" asChild>
        <a href={printPath(plan.building.id, mode)} target="_blank" rel="noopener">
          <Printer aria-hidden="true" className="size-4" />
          Preview
        </a>
      </Button>
    </>
  );
}
