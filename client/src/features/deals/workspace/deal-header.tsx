import type { OpportunityDetail } from '@common/deal-detail';
import { daysInStageText } from '@common/deal-history-feed';
import { ArrowLeft, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '@/components/deals/approval-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney, formatSquareFeet } from '@/lib/format-number';
import { useDealHistory } from './api/get-deal-history';
import { dealTypeLabels } from './deal-labels';
import { EditDealDialog } from './edit-deal-dialog';
import { LeadSelect } from './lead-select';
import { ProbabilityStat } from './probability-stat';

export type DealHeaderProps = { deal: OpportunityDetail };

/** The deal summary's file name; the server names its attachment the same way. */
export const dealSummaryFileName = (id: number) => `deal-${id}-summary.csv`;

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function Stat({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * Back to the pipeline; the prospect, where (building and suite, linked), type and size; Edit Deal and
 * Export; then the lead (a reassignment when changed), probability, value, days in the stage and the
 * approval of the latest proposal round.
 */
export function DealHeader({ deal }: DealHeaderProps) {
  const history = useDealHistory(deal.id);
  return (
    <div className="flex flex-col gap-4">
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
          <ul aria-label="Deal facts" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <li>
              <Link to={`/properties/${deal.property.id}`} className={linkClass}>
                {deal.property.name}
              </Link>
            </li>
            {deal.space ? (
              <li>
                <Link to={`/spaces/${deal.space.id}`} className={linkClass}>
                  Suite {deal.space.name}
                </Link>
              </li>
            ) : null}
            <li>
              <Badge variant="primary">{dealTypeLabels[deal.dealType]}</Badge>
            </li>
            <li>
              <Badge>{formatSquareFeet(deal.squareFeetNeeded)}</Badge>
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
      <dl
        aria-label="Deal summary"
        className="grid grid-cols-2 gap-4 rounded-xl border border-border bg-card px-4 py-3 shadow-xs lg:grid-cols-[minmax(12rem,1.4fr)_repeat(4,minmax(0,1fr))]"
      >
        <Stat label="Deal lead" className="col-span-2 lg:col-span-1">
          <LeadSelect deal={deal} />
        </Stat>
        <Stat label="Probability">
          <ProbabilityStat deal={deal} />
        </Stat>
        <Stat label="Value">
          <p className="font-semibold text-foreground text-lg">{formatMoney(deal.potentialValue)}</p>
        </Stat>
        <Stat label="In stage">
          <p className="font-medium text-foreground text-sm">
            {history.data ? daysInStageText(history.data.daysInStage, history.data.stage) : '…'}
          </p>
        </Stat>
        <Stat label="Approval">
          {deal.approvalStatus ? (
            <ApprovalBadge status={deal.approvalStatus} />
          ) : (
            <span className="text-muted-foreground text-sm">No round submitted</span>
          )}
        </Stat>
      </dl>
    </div>
  );
}
