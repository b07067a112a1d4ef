import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

/** An on/off toggle (role="switch"); name it with a `Label htmlFor` pointing at its id. */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 p-0.5 transition-colors',
        'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/30',
        'disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-4 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-4" />
    </SwitchPrimitive.Root>
  );
}
