import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export type FormFieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  /** A standing note under the control, e.g. why it is disabled; wire it with `fieldA11y(id, error, hint)`. */
  hint?: string;
  className?: string;
  /** The control; spread `fieldA11y(id, error)` on it. */
  children: ReactNode;
};

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ids of the error and the hint shown under a control, for its `aria-describedby`. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(' ') || undefined;

/** The control's id and, when invalid or hinted, its error and hint wiring. */
export const fieldA11y = (id: string, error?: string, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
});

/** A label, a control and the control's message under it. */
export function FormField({ id, label, required = false, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
