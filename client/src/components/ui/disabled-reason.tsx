import type { ReactNode } from 'react';
import { Tooltip } from './tooltip';

export type DisabledReasonProps = {
  /** Why the control inside is disabled; without one the control is shown as it is. */
  reason: string | null | undefined;
  /** The disabled control. */
  children: ReactNode;
};

/**
 * A tooltip saying why a control is disabled. A disabled control receives neither hover nor focus, so
 * the tooltip hangs on a wrapper that does; focused, it opens and describes the wrapper to screen readers.
 */
export function DisabledReason({ reason, children }: DisabledReasonProps) {
  if (!reason) return children;
  return (
    <Tooltip content={reason}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the reason the disabled control cannot give */}
      <span tabIndex={0} className="inline-flex rounded-md">
        {children}
      </span>
    </Tooltip>
  );
}
