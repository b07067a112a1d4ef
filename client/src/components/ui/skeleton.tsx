import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type SkeletonProps = ComponentProps<'div'>;

/** A grey shape standing in for content that is loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/80', className)}
      {...props}
    />
  );
}
