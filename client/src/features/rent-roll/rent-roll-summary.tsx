import type { RentRollResponse } from '@common/analytics';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format-number';

/** The scope's totals over every suite (not just the page): suites, RSF, leased RSF and annual rent. */
export function RentRollSummary({ totals }: { totals: RentRollResponse['totals'] }) {
  const leasedShare = totals.rsf > 0 ? (totals.leasedRsf / totals.rsf) * 100 : null;
  const figures: [label: string, value: string, note?: string][] = [
    ['Suites', formatNumber(totals.suites)],
    ['RSF', formatNumber(totals.rsf)],
    [
      'Leased RSF',
      formatNumber(totals.leasedRsf),
      leasedShare === null ? undefined : `${formatPercent(leasedShare)} of RSF`,
    ],
    ['Annual rent', formatMoney(totals.annualRent)],
  ];
  return (
    <section aria-label="Totals">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([label, value, note]) => (
          <div key={label} className="rounded-lg border border-border px-4 py-3">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold text-lg text-slate-900 tabular-nums">{value}</dd>
            {note ? <dd className="text-muted-foreground text-xs">{note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
