import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Tooltip, type TooltipProps } from './tooltip';

export type DisabledReasonProps = {
  /** Why the control inside is disabled; without one the control is shown as it is. */
  reason: string | null | undefined;
  /** The disabled control. */
  children: ReactNode;
  /** Layout of the wrapper, e.g. `flex` for a control that fills its row. */
  className?: string;
  /** Where the reason opens (default above), e.g. below a control whose neighbours it would cover. */
  side?: TooltipProps['side'];
};

/**
 * A tooltip saying why a control is disabled. A disabled control receives neither hover nor focus, so
 * the tooltip hangs on a wrapper that does; focused, it opens and describes the wrapper to screen readers.
 */
export function DisabledReason({ reason, children, className, side }: DisabledReasonProps) {
  if (!reason) return children;
  return (
    <Tooltip content={reason} side={side}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the reason the disabled control cannot give */}
      <span tabIndex={0} className={cn('inline-flex rounded-md', className)}>
        {children}
      </span>
    </Tooltip>
  );
}
