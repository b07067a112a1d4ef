import { type DealStage, dealStageLabels } from '@common/deal-stages';
import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '@/lib/cn';

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
    <Popover.Root>
      <Popover.Trigger
        id={id}
        className={cn(
          'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm shadow-xs',
          'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
          value.length === 0 ? 'text-foreground' : 'font-medium text-primary',
        )}
      >
        <span className="truncate">{stageSummary(value)}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={10}
          className="z-50 w-56 max-w-[calc(100vw-20px)] rounded-md border border-border bg-card p-2 shadow-lg data-[state=open]:animate-fade-in"
        >
          <ul aria-label="Stages" className="max-h-72 overflow-y-auto">
            {options.map((stage) => (
              <li key={stage}>
                <label className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-muted has-focus-visible:bg-muted">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 cursor-pointer accent-primary"
                    checked={value.includes(stage)}
                    onChange={() => toggle(stage)}
                  />
                  <span className="flex-1">{dealStageLabels[stage]}</span>
                </label>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
