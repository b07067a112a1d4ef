import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export type FormFieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  className?: string;
  /** The control; spread `fieldA11y(id, error)` on it. */
  children: ReactNode;
};

export const errorId = (id: string) => `${id}-error`;

/** The control's id and, when invalid, its error wiring. */
export const fieldA11y = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
});

/** A label, a control and the control's message under it. */
export function FormField({ id, label, required = false, error, className, children }: FormFieldProps) {
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
      {error ? (
        <p id={errorId(id)} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
