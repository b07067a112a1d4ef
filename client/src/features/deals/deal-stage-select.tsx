import type { DealStage } from '@common/deal-stages';
import { useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { pipelineStages, rowStageLabel } from './pipeline-stages';

export type DealStageSelectProps = {
  value: DealStage;
  /** The accessible name, e.g. 'Stage for Acme Corp'. */
  label: string;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  onChange: (stage: DealStage) => void;
};

/** The row's stage selector (spec §4: any selectable stage, 'Closed Deal' for deal). */
export function DealStageSelect({
  value,
  label,
  disabled,
  placeholder,
  className,
  onChange,
}: DealStageSelectProps) {
  // The list is built when the select first opens: a closed Radix Select otherwise renders all its
  // items off-screen, which was most of the cost of a pipeline row (every keyword redraws the table).
  const [opened, setOpened] = useState(false);
  return (
    <Select
      value={value}
      disabled={disabled}
      onOpenChange={(open) => open && setOpened(true)}
      onValueChange={(next) => onChange(next as DealStage)}
    >
      <SelectTrigger aria-label={label} className={cn('h-8 w-40 text-xs', className)}>
        <SelectValue placeholder={placeholder}>{rowStageLabel(value)}</SelectValue>
      </SelectTrigger>
      {opened ? (
        <SelectContent>
          {/* idle is not offered (spec §4), but a deal that is idle still shows it. */}
          {value === 'idle' ? (
            <SelectItem value="idle" disabled>
              {rowStageLabel('idle')}
            </SelectItem>
          ) : null}
          {pipelineStages.map((stage) => (
            <SelectItem key={stage} value={stage}>
              {rowStageLabel(stage)}
            </SelectItem>
          ))}
        </SelectContent>
      ) : null}
    </Select>
  );
}
