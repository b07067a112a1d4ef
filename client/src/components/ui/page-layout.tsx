import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type PageContainerProps = ComponentProps<'div'>;

/** The padded, width-limited column a shell screen lives in. */
export function PageContainer({ className, ...props }: PageContainerProps) {
  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-screen-2xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8',
        className,
      )}
      {...props}
    />
  );
}

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the right of the title (below it on phones). */
  actions?: ReactNode;
  className?: string;
};

/** The h1 and summary every shell screen starts with. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
