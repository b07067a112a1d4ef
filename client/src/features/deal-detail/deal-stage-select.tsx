import { type DealStage, dealStageLabels, selectableDealStages } from '@common/deal-stages';
import type { OpportunityDetail } from '@common/opportunities';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useUpdateDealStage } from '@/lib/deals/update-deal-stage';

export type DealStageSelectProps = { deal: Pick<OpportunityDetail, 'id' | 'stage'> };

/**
 * Spec §4: any stage may be picked. The new stage shows at once, the select is disabled while it
 * saves, and a failure puts the stored stage back (the shared hook rolls the record back).
 */
export function DealStageSelect({ deal }: DealStageSelectProps) {
  const updateStage = useUpdateDealStage();
  const shown = updateStage.isPending ? updateStage.variables.stage : deal.stage;
  // 'idle' is not offered, but a deal that is idle must still read as such.
  const stages = shown === 'idle' ? [...selectableDealStages, 'idle' as const] : selectableDealStages;

  const handleChange = (value: string) => {
    const stage = value as DealStage;
    if (stage === deal.stage) return;
    updateStage.mutate(
      { id: deal.id, stage },
      {
        onSuccess: () =>
          toast({
            title: 'Deal stage updated',
            description: `Deal is now in the ${dealStageLabels[stage]} stage`,
          }),
        onError: () =>
          toast({
            title: 'Failed to update deal stage',
            description: 'Please try again later',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Select value={shown} onValueChange={handleChange} disabled={updateStage.isPending}>
      <SelectTrigger aria-label="Deal stage" className="h-9 w-full sm:w-52" />
      <SelectContent>
        {stages.map((stage) => (
          <SelectItem key={stage} value={stage} disabled={stage === 'idle'}>
            {dealStageLabels[stage]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
