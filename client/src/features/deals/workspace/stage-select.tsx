import { type DealStage, dealStageLabels, selectableDealStages } from '@common/deal-stages';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';

export type StageSelectProps = {
  stage: DealStage;
  disabled: boolean;
  onSelect: (stage: DealStage) => void;
};

/** Any stage may be picked (idle is shown for an idle deal but not offered). */
export function StageSelect({ stage, disabled, onSelect }: StageSelectProps) {
  const stages = stage === 'idle' ? [...selectableDealStages, 'idle' as const] : selectableDealStages;
  return (
    <Select value={stage} onValueChange={(value) => onSelect(value as DealStage)} disabled={disabled}>
      <SelectTrigger aria-label="Deal stage" className="h-9 w-full sm:w-52" />
      <SelectContent>
        {stages.map((value) => (
          <SelectItem key={value} value={value} disabled={value === 'idle'}>
            {dealStageLabels[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
