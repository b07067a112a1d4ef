import type { OpportunityDetail } from '@common/opportunities';
import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatSquareFeet } from '@/lib/format-number';
import { dealTypeLabels } from './deal-labels';
import { DealStageSelect } from './deal-stage-select';
import { EditDealDialog } from './edit-deal-dialog';

export type DealHeaderProps = { deal: OpportunityDetail };

/** The deal summary's file name; the server names its attachment the same way. */
export const dealSummaryFileName = (id: number) => `deal-${id}-summary.csv`;

/** Spec §2.8: back to the pipeline, prospect, badges, lead, stage, Edit Deal and Export. */
export function DealHeader({ deal }: DealHeaderProps) {
  return (
    <div className="flex flex-col gap-3">
      <Link
        to="/deals"
        className="inline-flex items-center gap-1.5 self-start font-medium text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Deals
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="break-words font-semibold text-2xl text-slate-900 tracking-tight">
            {deal.prospectName}
          </h1>
          <ul aria-label="Deal facts" className="flex flex-wrap items-center gap-2">
            <li>
              <Badge variant="primary">{dealTypeLabels[deal.dealType]}</Badge>
            </li>
            <li>
              <Badge>{formatSquareFeet(deal.squareFeetNeeded)}</Badge>
            </li>
            <li>
              <Badge>{deal.property.name}</Badge>
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <EditDealDialog deal={deal} />
          <Button asChild variant="outline">
            <a href={`/api/opportunities/${deal.id}/summary.csv`} download={dealSummaryFileName(deal.id)}>
              <Download aria-hidden="true" className="size-4" />
              Export
            </a>
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card px-4 py-3 shadow-xs sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={deal.lead?.avatar} />
          <div className="min-w-0">
            <p className="text-muted-foreground text-xs">Deal lead</p>
            <p className="truncate font-medium text-sm" data-testid="deal-lead">
              {deal.lead?.fullName ?? 'No lead assigned'}
            </p>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <span className="text-muted-foreground text-xs sm:text-sm">Stage</span>
          <DealStageSelect deal={deal} />
        </div>
      </div>
    </div>
  );
}
