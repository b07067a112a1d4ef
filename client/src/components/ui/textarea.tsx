import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line text field styled like `Input`; pair it with a `Label` (htmlFor → id). */
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'flex min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs',
        'transition-[border-color,box-shadow] placeholder:text-slate-400',
        'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}
