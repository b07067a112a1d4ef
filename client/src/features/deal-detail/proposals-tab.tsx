import { defaultDiscountedNerOptions } from '@common/ner';
import { formatTerm, type LeaseTerms, nerTermsOf } from '@common/opportunities';
import { plural } from '@common/words';
import type { ReactNode } from 'react';
import { NerFigure } from '@/components/ner/ner-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { formatMoney, formatPercent, formatRentPsf } from '@/lib/format-number';
import { commissionText, leaseTypeLabel } from '@/lib/lease-labels';
import { useDealProposals } from './api/get-deal-proposals';
import { proposalColumns } from './deal-labels';

type Row = { label: string; value: (terms: LeaseTerms) => ReactNode; emphasis?: boolean };

const proposalLabel = (kind: LeaseTerms['kind']) =>
  proposalColumns.find((column) => column.kind === kind)?.label ?? kind;

/** Months to one decimal: '1 month', '2.5 months'. */
const months = (value: number) => plural(Math.round(value * 10) / 10, 'month');

const rows: Row[] = [
  { label: 'Lease type', value: (t) => leaseTypeLabel(t.leaseType) },
  { label: 'Term', value: (t) => formatTerm(t.term) },
  { label: 'Base rent ($/SF/yr)', value: (t) => formatRentPsf(t.baseRent) },
  { label: 'Escalation (per year)', value: (t) => formatPercent(t.rentEscalation, 2) },
  { label: 'Free rent', value: (t) => months(t.rentFreePeriod) },
  { label: 'TI allowance ($/SF)', value: (t) => formatMoney(t.tenantImprovements, 2) },
  { label: 'Leasing commission', value: (t) => commissionText(t.leasingCommissionPct) },
  { label: 'Security deposit', value: (t) => formatMoney(t.securityDeposit) },
  {
    label: 'NER, straight-line ($/SF/yr)',
    value: (t) => (
      <NerFigure
        terms={nerTermsOf(t)}
        figure={formatRentPsf(t.ner.straightLine)}
        subject={proposalLabel(t.kind)}
      />
    ),
    emphasis: true,
  },
  {
    label: 'NER, discounted ($/SF/yr)',
    value: (t) => (
      <NerFigure
        terms={nerTermsOf(t)}
        kind="discounted"
        figure={formatRentPsf(t.ner.discounted)}
        subject={proposalLabel(t.kind)}
      />
    ),
    emphasis: true,
  },
];

// On a phone the table scrolls sideways inside its card; the row labels stay in view.
const stickyColumn = 'sticky left-0 z-10 min-w-32 whitespace-normal sm:min-w-44';

export type ProposalsTabProps = { dealId: number };

/** The deal's lease terms side by side — previous lease, budget, landlord and tenant — with their NER. */
export function ProposalsTab({ dealId }: ProposalsTabProps) {
  const proposals = useDealProposals(dealId);

  if (proposals.isError) return <UnavailableCard title="Proposals unavailable" />;
  if (proposals.isPending) {
    return (
      <Card aria-busy="true">
        <CardContent className="flex flex-col gap-3">
          <span className="sr-only">Loading proposals…</span>
          {rows.map((row) => (
            <Skeleton key={row.label} className="h-4 w-full" />
          ))}
        </CardContent>
      </Card>
    );
  }

  const byKind = new Map(proposals.data.map((terms) => [terms.kind, terms]));
  const { discountRatePct, timing } = defaultDiscountedNerOptions;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Proposal comparison</CardTitle>
        <CardDescription>
          Net effective rent after free rent, TI and commissions; the discounted figure discounts at{' '}
          {discountRatePct}% a year with rent paid in {timing}.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <Table aria-label="Proposal comparison">
          <TableHeader>
            <TableRow>
              <TableHead className={`${stickyColumn} bg-slate-50`}>
                <span className="sr-only">Term</span>
              </TableHead>
              {proposalColumns.map((column) => (
                <TableHead key={column.kind} className="text-right">
                  {column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.label} className={row.emphasis ? 'bg-primary-soft' : 'bg-card'}>
                <TableHead scope="row" className={`${stickyColumn} bg-inherit normal-case tracking-normal`}>
                  {row.label}
                </TableHead>
                {proposalColumns.map(({ kind }) => {
                  const terms = byKind.get(kind);
                  if (terms) {
                    return (
                      <TableCell
                        key={kind}
                        className={`whitespace-nowrap text-right tabular-nums ${row.emphasis ? 'font-semibold' : ''}`}
                      >
                        {row.value(terms)}
                      </TableCell>
                    );
                  }
                  // An empty column says so once, across all its rows.
                  if (index > 0) return null;
                  return (
                    <TableCell
                      key={kind}
                      rowSpan={rows.length}
                      className="min-w-28 text-center align-middle text-muted-foreground text-sm"
                    >
                      No terms recorded
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
