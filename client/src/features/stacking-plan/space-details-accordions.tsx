import { dealPath } from '@common/deal-paths';
import { dealStageLabels } from '@common/deal-stages';
import { optionFlagLabels, optionStatusLabels } from '@common/options';
import type { StackingSpaceDetails } from '@common/stacking-plan';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatCompactDate, formatRelativeTime } from '@/lib/format-date';
import { formatNumber, formatPercent, formatRentPsf, formatSquareFeet } from '@/lib/format-number';
import { humanize, leaseTypeLabel } from '@/lib/lease-labels';

type SectionProps = {
  value: string;
  title: string;
  count: number | undefined;
  empty: string;
  children: ReactNode;
};

function Section({ value, title, count, empty, children }: SectionProps) {
  return (
    <Accordion.Item value={value} className="border-border border-b last:border-b-0">
      <Accordion.Header className="flex">
        <Accordion.Trigger className="group flex flex-1 cursor-pointer items-center justify-between py-3 text-left font-medium text-sm hover:underline focus-visible:outline-2 focus-visible:outline-primary">
          <span>{count === undefined ? title : `${title} (${count})`}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="pb-3 text-sm">
        {count === 0 ? <p className="text-muted-foreground">{empty}</p> : children}
      </Accordion.Content>
    </Accordion.Item>
  );
}

const itemClass = 'flex flex-col gap-0.5 rounded-md border border-border p-2.5';

export type SpaceDetailsAccordionsProps = {
  details: StackingSpaceDetails | undefined;
  loading: boolean;
  failed: boolean;
};

/** Subleases, Deals, Budget and Options of one suite: single-open, collapsible. */
export function SpaceDetailsAccordions({ details, loading, failed }: SpaceDetailsAccordionsProps) {
  if (failed) return <p className="text-destructive text-sm">The space details could not be loaded.</p>;
  const pending = loading ? <p className="text-muted-foreground">Loading…</p> : null;
  return (
    <Accordion.Root type="single" collapsible className="rounded-md border border-border px-3">
      <Section value="subleases" title="Subleases" count={details?.subleases.length} empty="No subleases">
        {pending}
        <ul className="flex flex-col gap-2">
          {details?.subleases.map((sublease) => (
            <li key={sublease.id} className={itemClass}>
              <span className="font-medium">{sublease.subtenant.name}</span>
              <span className="text-muted-foreground">
                {sublease.sublessor ? `From ${sublease.sublessor.name} · ` : ''}
                {formatCompactDate(sublease.startDate)} – {formatCompactDate(sublease.endDate)} ·{' '}
                {formatRentPsf(sublease.baseRentPsf)}/RSF/yr · {humanize(sublease.status)}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section value="deals" title="Deals" count={details?.deals.length} empty="No deals on this space">
        {pending}
        <ul className="flex flex-col gap-2">
          {details?.deals.map((deal) => (
            <li key={deal.id} className={itemClass}>
              <Link to={dealPath(deal.id)} className="font-medium text-primary hover:underline">
                {deal.name}
              </Link>
              <span className="text-muted-foreground">
                {dealStageLabels[deal.stage]}
                {deal.tenant ? ` · ${deal.tenant.name}` : ''}
                {deal.squareFeet === null ? '' : ` · ${formatSquareFeet(deal.squareFeet)}`} · last activity{' '}
                {formatRelativeTime(deal.lastActivityAt)}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section value="budget" title="Budget" count={details?.budget.length} empty="No budget set">
        {pending}
        <ul className="flex flex-col gap-2">
          {details?.budget.map((budget) => (
            <li key={budget.dealId} className={itemClass}>
              <span className="font-medium">{budget.dealName}</span>
              <span className="text-muted-foreground">
                {leaseTypeLabel(budget.leaseType)} · {formatNumber(budget.termMonths)} months ·{' '}
                {formatRentPsf(budget.baseRent)}/RSF/yr · escalation {formatPercent(budget.rentEscalation, 2)}{' '}
                · {formatNumber(budget.rentFreeMonths, 1)} months free · TI{' '}
                {formatRentPsf(budget.tenantImprovements)}/RSF
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        value="options"
        title="Options"
        count={details?.options.length}
        empty="No options on this space"
      >
        {pending}
        <ul className="flex flex-col gap-2">
          {details?.options.map((option) => (
            <li key={option.id} className={itemClass}>
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{option.optionType}</span>
                <Badge variant={option.status === 'active' ? 'success' : 'neutral'}>
                  {optionStatusLabels[option.status]}
                </Badge>
                {option.flag ? <Badge variant="warning">{optionFlagLabels[option.flag]}</Badge> : null}
              </span>
              <span className="text-muted-foreground">
                {option.tenant ? `${option.tenant.name} · ` : ''}notice{' '}
                {formatCompactDate(option.noticeStart)} – {formatCompactDate(option.noticeEnd)} · effective{' '}
                {formatCompactDate(option.effectiveDate)}
                {option.targets ? ` · targets ${option.targets}` : ''}
              </span>
              {option.description ? <span>{option.description}</span> : null}
              {option.conflicts.length > 0 ? (
                <ul aria-label="Conflicts" className="mt-1 flex flex-col gap-1">
                  {option.conflicts.map((conflict) => (
                    <li
                      key={`${conflict.kind}-${conflict.otherOptionId ?? 'lease'}`}
                      className="flex items-start gap-1.5 rounded bg-amber-50 px-2 py-1 text-amber-900"
                    >
                      <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                      <span>
                        <span className="sr-only">Conflict: </span>
                        {conflict.message}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
    </Accordion.Root>
  );
}
