import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type CardProps = ComponentProps<'div'>;

export function Card({ className, ...props }: CardProps) {
  return <div className={cn('rounded-xl border border-border bg-card shadow-xs', className)} {...props} />;
}

export function CardHeader({ className, ...props }: CardProps) {
  return <div className={cn('flex flex-col gap-1 px-5 pt-5', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'>;

export function CardTitle({ className, ...props }: CardTitleProps) {
  return <h3 className={cn('font-semibold text-base text-foreground leading-6', className)} {...props} />;
}

export type CardDescriptionProps = ComponentProps<'p'>;

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <p className={cn('text-muted-foreground text-sm', className)} {...props} />;
}

export function CardContent({ className, ...props }: CardProps) {
  return <div className={cn('px-5 py-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: CardProps) {
  return (
    <div className={cn('flex items-center gap-2 border-border border-t px-5 py-3', className)} {...props} />
  );
}
