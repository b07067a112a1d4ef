import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import type { ToastVariant } from './use-toast';

export type ToastViewportProps = ComponentProps<typeof ToastPrimitive.Viewport>;

/** Bottom-right screen edge; full width on phones, at most 420 px on wide screens. */
export function ToastViewport({ className, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      aria-live="polite"
      aria-relevant="additions text"
      className={cn(
        'fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none md:max-w-[420px] print:hidden',
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-foreground',
  destructive: 'border-red-200 bg-red-50 text-red-900',
};

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      role="status"
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
        'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=end]:animate-toast-swipe-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-semibold text-sm leading-5', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description className={cn('mt-0.5 text-sm leading-5 opacity-80', className)} {...props} />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Dismiss notification"
      className={cn(
        'absolute top-3 right-3 inline-flex size-6 cursor-pointer items-center justify-center rounded-md opacity-60 transition hover:bg-black/5 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
