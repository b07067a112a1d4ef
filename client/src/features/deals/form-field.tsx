import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  /** The control; give it `id`, and `aria-describedby={errorId(id)}` when there is an error. */
  children: ReactNode;
};

export const errorId = (id: string) => `${id}-error`;

/** A label, a control and the control's message. */
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
