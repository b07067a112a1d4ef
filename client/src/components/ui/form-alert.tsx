import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

export type FormAlertProps = {
  /** Why the submit failed; nothing is shown without one. */
  message?: string | null;
  className?: string;
};

/** The box above a form that says why its submit failed (announced as an alert). */
export function FormAlert({ message, className }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <span>{message}</span>
    </div>
  );
}
