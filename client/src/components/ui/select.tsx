import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A Radix Select. Radix forbids an empty item value, so "no filter" options use a sentinel such as
 * 'all' and the caller maps it back.
 */
export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & {
  /** The accessible name when no visible <Label htmlFor> points at the trigger. */
  'aria-label'?: string;
  placeholder?: string;
};

export function SelectTrigger({ className, children, placeholder, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-foreground text-sm shadow-xs',
        'transition-[border-color,box-shadow] data-[placeholder]:text-slate-500',
        'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        'aria-invalid:border-destructive [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children ?? <SelectPrimitive.Value placeholder={placeholder} />}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export type SelectContentProps = ComponentProps<typeof SelectPrimitive.Content>;

export function SelectContent({
  className,
  children,
  position = 'popper',
  collisionPadding = 10,
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        collisionPadding={collisionPadding}
        sideOffset={position === 'popper' ? 4 : undefined}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border border-border bg-card text-foreground shadow-lg',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width)',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>;

export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-pointer select-none items-center rounded-sm py-2 pr-8 pl-2.5 text-sm outline-none',
        'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-primary" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

export type SelectLabelProps = ComponentProps<typeof SelectPrimitive.Label>;

export function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      className={cn('px-2.5 py-1.5 font-medium text-muted-foreground text-xs', className)}
      {...props}
    />
  );
}

/**
 * For a Select with a long list (every building of the portfolio): while closed, only the chosen item
 * is rendered. Radix renders every item of a closed Select too (for its hidden native select), which
 * for 1,000 buildings cost ~400 ms of main thread on each render of the screen. Spread `root` on the
 * Select and render the items for which `shows(value)` holds. (Typing on the closed trigger then only
 * finds the chosen item; opening the list shows them all.)
 */
export function useLongSelect(value: string | undefined) {
  const [open, setOpen] = useState(false);
  return {
    root: { open, onOpenChange: setOpen },
    shows: (itemValue: string) => open || itemValue === value,
  };
}
