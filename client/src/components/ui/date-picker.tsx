import { parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type Ref, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format-date';
import { Button } from './button';
import { Calendar } from './calendar';

export type DatePickerProps = {
  /** Ties the trigger to its <Label htmlFor>. */
  id?: string;
  /** The id of the visible label: the trigger is then named by it plus the chosen day ('Due Date March 1, 2025'). */
  labelId?: string;
  value: Date | undefined;
  onChange: (day: Date | undefined) => void;
  /** A picked day cannot be deselected; without it, picking the selected day again (or Clear) empties the field. */
  required?: boolean;
  /** The first day that can be picked, 'yyyy-mm-dd' (as the forms hold their dates); earlier days are disabled. */
  min?: string;
  /** The last day that can be picked, 'yyyy-mm-dd'; later days are disabled. */
  max?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/** A 'yyyy-mm-dd' day at local midnight, the day the calendar shows whatever the time zone. */
const dayOf = (value: string | undefined): Date | undefined => (value ? parseISO(value) : undefined);

/** A button showing the chosen day ('March 1, 2025') that opens a month calendar in a popover. */
export function DatePicker({
  id,
  labelId,
  value,
  onChange,
  required = false,
  min,
  max,
  placeholder = 'Pick a date',
  disabled,
  onBlur,
  ref,
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const valueId = useId();

  const handleSelect = (day: Date | undefined) => {
    onChange(day);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          ref={ref}
          id={id}
          type="button"
          disabled={disabled}
          onBlur={onBlur}
          aria-labelledby={labelId ? `${labelId} ${valueId}` : undefined}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          className={cn(
            'flex h-10 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-left text-sm shadow-xs',
            'transition-[border-color,box-shadow] focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
            'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive',
            value ? 'text-foreground' : 'text-slate-400',
            className,
          )}
        >
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span id={valueId} className="truncate">
            {value ? formatLongDate(value) : placeholder}
          </span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={10}
          aria-label="Choose a date"
          onOpenAutoFocus={(event) => {
            // The day in the calendar's tab order (the selected one, else today or the first that can be
            // picked) takes focus, as in the date picker dialog pattern.
            event.preventDefault();
            const content = event.currentTarget;
            if (content instanceof HTMLElement)
              content.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
          }}
          className="z-50 w-[min(20rem,calc(100vw-1.25rem))] rounded-xl border border-border bg-card text-foreground shadow-lg data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <Calendar
            selected={value}
            onSelect={handleSelect}
            required={required}
            min={dayOf(min)}
            max={dayOf(max)}
          />
          {!required && value ? (
            <div className="flex justify-end border-border border-t px-3 py-2">
              <Button variant="ghost" size="sm" onClick={() => handleSelect(undefined)}>
                Clear date
              </Button>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
