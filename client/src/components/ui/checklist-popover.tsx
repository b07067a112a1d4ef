import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ChecklistPopoverProps = {
  /** The trigger's id, for the filter's label. */
  id: string;
  /** What the closed control says ('All Stages', 'CA, NY', '3 stages'). */
  summary: string;
  /** Something is picked: the summary is drawn as an active filter. */
  active: boolean;
  /** The panel's width class, e.g. 'w-56'. */
  widthClassName: string;
  onOpenChange?: (open: boolean) => void;
  /** The panel: a list of ChecklistRow, and anything above it (a search box). */
  children: ReactNode;
};

/** A select-like button that opens a panel of checkboxes: a filter that takes any number of values. */
export function ChecklistPopover({
  id,
  summary,
  active,
  widthClassName,
  onOpenChange,
  children,
}: ChecklistPopoverProps) {
  return (
    <Popover.Root onOpenChange={onOpenChange}>
      <Popover.Trigger
        id={id}
        className={cn(
          'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-sm shadow-xs',
          'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
          active ? 'font-medium text-primary' : 'text-foreground',
        )}
      >
        <span className="truncate">{summary}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={10}
          className={cn(
            'z-50 max-w-[calc(100vw-20px)] rounded-md border border-border bg-card p-2 shadow-lg data-[state=open]:animate-fade-in',
            widthClassName,
          )}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** One choice of a ChecklistPopover: a checkbox and its label. */
export function ChecklistRow({
  checked,
  onToggle,
  children,
}: {
  checked: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-muted has-focus-visible:bg-muted">
        <input
          type="checkbox"
          className="size-4 shrink-0 cursor-pointer accent-primary"
          checked={checked}
          onChange={onToggle}
        />
        {children}
      </label>
    </li>
  );
}
