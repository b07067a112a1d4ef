import { BellRing, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { formatNumber } from '@/lib/format-number';
import { CreatePropertyDialog } from './create-property-dialog';
import type { ManagerOption } from './manager-options';

export type AssetsFooterProps = {
  /** Properties matching the filters; undefined while loading. */
  shown: number | undefined;
  /** Properties in the whole portfolio; undefined while loading. */
  total: number | undefined;
  exportHref: string;
  canCreate: boolean;
  managers: ManagerOption[];
};

/** 'Showing n of m properties' and the Export, Edit Subscriptions and Create buttons (spec §2.11). */
export function AssetsFooter({ shown, total, exportHref, canCreate, managers }: AssetsFooterProps) {
  return (
    <div className="flex flex-col gap-3 border-border border-t px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div aria-live="polite" className="text-muted-foreground text-sm">
        {shown === undefined || total === undefined ? (
          <Skeleton className="h-4 w-44" />
        ) : (
          `Showing ${formatNumber(shown)} of ${formatNumber(total)} properties`
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {shown ? (
          <Button asChild variant="outline" size="sm">
            <a href={exportHref} download>
              <Download aria-hidden="true" className="size-4" />
              Export
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <Download aria-hidden="true" className="size-4" />
            Export
          </Button>
        )}
        {/* Inert until subscriptions exist (ARCHITECTURE.md decision 6); focusable so the tooltip shows. */}
        <Tooltip content="Coming soon">
          <Button
            variant="outline"
            size="sm"
            aria-disabled="true"
            className="cursor-not-allowed opacity-50 hover:bg-card"
            onClick={(event) => event.preventDefault()}
          >
            <BellRing aria-hidden="true" className="size-4" />
            Edit Subscriptions
          </Button>
        </Tooltip>
        {canCreate ? <CreatePropertyDialog managers={managers} /> : null}
      </div>
    </div>
  );
}
