import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DescriptionListProps = ComponentProps<'dl'>;

/** Label–value pairs in a responsive grid (one column on phones). */
export function DescriptionList({ className, ...props }: DescriptionListProps) {
  return <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2', className)} {...props} />;
}

export type DescriptionItemProps = {
  label: ReactNode;
  children: ReactNode;
  className?: string;
};

export function DescriptionItem({ label, children, className }: DescriptionItemProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 break-words text-foreground text-sm">{children}</dd>
    </div>
  );
}
