import { plural } from '@common/words';
import { BellRing, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Pager, type PagerProps } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { formatNumber } from '@/lib/format-number';
import { CreatePropertyDialog } from './create-property-dialog';

export type AssetsFooterProps = {
  /** Properties on screen (the table's page); undefined while loading. */
  shown: number | undefined;
  /** Properties matching the filters; undefined while loading. */
  total: number | undefined;
  /** The Assets table's pager; null on the tabs that are not paged. */
  pager: Omit<PagerProps, 'label' | 'className'> | null;
  /** The CSV of every matching property (not only the page on screen). */
  exportHref: string;
  canCreate: boolean;
};

/**
 * 'Showing n of m properties', the pager, and the Export, Edit Subscriptions and Create buttons.
 */
export function AssetsFooter({ shown, total, pager, exportHref, canCreate }: AssetsFooterProps) {
  return (
    <div className="flex flex-col gap-3 border-border border-t px-4 py-3 sm:px-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <div aria-live="polite" className="text-muted-foreground text-sm">
          {shown === undefined || total === undefined ? (
            <Skeleton className="h-4 w-44" />
          ) : (
            `Showing ${formatNumber(shown)} of ${plural(total, 'property')}`
          )}
        </div>
        {pager ? <Pager {...pager} label="Properties pages" /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {total ? (
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
        {/* Inert until subscriptions exist; focusable so the tooltip shows. */}
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
        {canCreate ? <CreatePropertyDialog /> : null}
      </div>
    </div>
  );
}
