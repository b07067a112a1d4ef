import type { DealStage } from '@common/deal-stages';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  useLongSelect,
} from '@/components/ui/select';
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

/** The row's stage selector: any stage but idle, in any order; deal reads 'Closed Deal' here. */
export function DealStageSelect({
  value,
  label,
  disabled,
  placeholder,
  className,
  onChange,
}: DealStageSelectProps) {
  // Only the chosen stage while closed: a closed Radix Select otherwise renders all its items
  // off-screen, which was most of the cost of a pipeline row (every keyword redraws the table).
  const list = useLongSelect(value);
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => onChange(next as DealStage)}
      {...list.root}
    >
      <SelectTrigger aria-label={label} className={cn('h-8 w-40 text-xs', className)}>
        <SelectValue placeholder={placeholder}>{rowStageLabel(value)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {/* idle is not offered, but a deal that is idle still shows it. */}
        {value === 'idle' ? (
          <SelectItem value="idle" disabled>
            {rowStageLabel('idle')}
          </SelectItem>
        ) : null}
        {pipelineStages.filter(list.shows).map((stage) => (
          <SelectItem key={stage} value={stage}>
            {rowStageLabel(stage)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
