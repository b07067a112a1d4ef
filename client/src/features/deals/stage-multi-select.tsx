import { type DealStage, dealStageLabels } from '@common/deal-stages';
import { ChecklistPopover, ChecklistRow } from '@/components/ui/checklist-popover';

export type StageMultiSelectProps = {
  id: string;
  /** The stages offered, in the order shown. */
  options: readonly DealStage[];
  /** The stages picked (none is every stage). */
  value: readonly DealStage[];
  onChange: (stages: DealStage[]) => void;
};

/** What the closed select says: 'All Stages', up to two stage names, else how many are picked. */
export function stageSummary(stages: readonly DealStage[]): string {
  if (stages.length === 0) return 'All Stages';
  if (stages.length <= 2) return stages.map((stage) => dealStageLabels[stage]).join(', ');
  return `${stages.length} stages`;
}

/** The pipeline's stage filter: a list of stages to tick, any number of them (a deal in any shows). */
export function StageMultiSelect({ id, options, value, onChange }: StageMultiSelectProps) {
  // The picked stages keep the options' order, so equal picks give equal URLs.
  const toggle = (stage: DealStage) =>
    onChange(options.filter((option) => (option === stage) !== value.includes(option)));

  return (
    <ChecklistPopover id={id} summary={stageSummary(value)} active={value.length > 0} widthClassName="w-56">
      <ul aria-label="Stages" className="max-h-72 overflow-y-auto">
        {options.map((stage) => (
          <ChecklistRow key={stage} checked={value.includes(stage)} onToggle={() => toggle(stage)}>
            <span className="flex-1">{dealStageLabels[stage]}</span>
          </ChecklistRow>
        ))}
      </ul>
    </ChecklistPopover>
  );
}
