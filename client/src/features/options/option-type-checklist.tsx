import { type OptionType, optionTypeGroups } from '@common/option-types';
import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { optionTypesButtonLabel } from './option-filters';

export type OptionTypeChecklistProps = {
  id?: string;
  value: OptionType[];
  onChange: (types: OptionType[]) => void;
};

/** The Option Type filter: a button opening a checklist of every type in its four groups. */
export function OptionTypeChecklist({ id, value, onChange }: OptionTypeChecklistProps) {
  const baseId = useId();
  const toggle = (type: OptionType, checked: boolean) =>
    onChange(checked ? [...value, type] : value.filter((item) => item !== type));
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          className={cn(
            'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm shadow-xs',
            'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
          )}
        >
          <span className="truncate">{optionTypesButtonLabel(value)}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={10}
          aria-label="Option types"
          className="z-50 flex max-h-(--radix-popover-content-available-height) w-[min(34rem,calc(100vw-1.25rem))] flex-col rounded-xl border border-border bg-card text-foreground shadow-lg data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <div className="grid gap-4 overflow-y-auto p-3 sm:grid-cols-2">
            {Object.entries(optionTypeGroups).map(([group, types]) => (
              <fieldset key={group} className="flex flex-col gap-1">
                <legend className="mb-1 font-medium text-muted-foreground text-xs">{group}</legend>
                {(types as readonly OptionType[]).map((type) => {
                  const boxId = `${baseId}-${type.replace(/\W+/g, '-')}`;
                  return (
                    <label
                      key={type}
                      htmlFor={boxId}
                      className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted"
                    >
                      <input
                        id={boxId}
                        type="checkbox"
                        className="size-4 cursor-pointer accent-primary"
                        checked={value.includes(type)}
                        onChange={(event) => toggle(type, event.target.checked)}
                      />
                      {type}
                    </label>
                  );
                })}
              </fieldset>
            ))}
          </div>
          <div className="flex items-center justify-between border-border border-t px-3 py-2">
            <span className="text-muted-foreground text-xs">
              {value.length === 0 ? 'All types' : `${value.length} selected`}
            </span>
            <Button variant="ghost" size="sm" disabled={value.length === 0} onClick={() => onChange([])}>
              Clear types
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
