import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cn } from '@/lib/cn';

export type EmptyStateProps = {
  /** A lucide icon component, e.g. `Building2`. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  className?: string;
};

/** What a list or panel shows when there is nothing in it. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-xl border border-border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      {Icon ? (
        <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </div>
      ) : null}
      <p className="font-medium text-foreground text-sm">{title}</p>
      {description ? <p className="max-w-md text-muted-foreground text-sm">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
