import {
  type DiscountedNerOptions,
  defaultDiscountedNerOptions,
  discountedNer,
  type NerBreakdown,
  nerBreakdown,
  nerInputsOfTerms,
  type StoredNerTerms,
} from '@common/ner';
import { plural } from '@common/words';
import { Popover } from 'radix-ui';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatPercent, formatRentPsf, missingValue } from '@/lib/format-number';

export type NerFigureProps = {
  /** The stored lease terms the figure comes from; null shows '—' (no terms, no NER). */
  terms: StoredNerTerms | null;
  /** Which figure the trigger shows; the breakdown gives both. */
  kind?: 'straightLine' | 'discounted';
  /** The figure as the server already worked it out (the same formula); by default it is computed here. */
  figure?: string;
  /** What the figure belongs to, for the panel's title ('Northwind Analytics', 'Tenant proposal'). */
  subject: string;
  discount?: DiscountedNerOptions;
  className?: string;
};

/** A leaving pointer closes the panel after this long, so it can cross the gap to the panel. */
const hoverCloseDelayMs = 150;

const years = (value: number) => plural(Math.round(value * 100) / 100, 'year');
const months = (value: number) => plural(value, 'month');

/**
 * An NER figure that shows its arithmetic: hovering it, focusing it or clicking it opens a panel with
 * the aggregate rent, each concession, the years, the straight-line result and the discounted NER.
 * A click pins the panel open; Escape, a click elsewhere or moving focus away closes it.
 */
export function NerFigure({
  terms,
  kind = 'straightLine',
  figure,
  subject,
  discount = defaultDiscountedNerOptions,
  className,
}: NerFigureProps) {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const inputs = terms ? nerInputsOfTerms(terms) : null;
  if (!inputs) return <span className={className}>{missingValue}</span>;

  const parts = nerBreakdown(inputs);
  const discounted = discountedNer(inputs, discount);
  const shown = figure ?? formatRentPsf(kind === 'discounted' ? discounted : parts.straightLine);

  const show = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || pinned) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), hoverCloseDelayMs);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setPinned(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Popover.Trigger
        type="button"
        className={cn(
          'cursor-help rounded-sm tabular-nums underline decoration-slate-400 decoration-dotted underline-offset-4',
          'hover:decoration-primary focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
          className,
        )}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onClick={(event) => {
          // Our own toggle: a click pins a panel that hover or focus opened, a second click closes it.
          event.preventDefault();
          event.stopPropagation();
          if (open && pinned) close();
          else {
            clearTimeout(closeTimer.current);
            setOpen(true);
            setPinned(true);
          }
        }}
      >
        {shown}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={`NER breakdown, ${subject}`}
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={10}
          // Opened by hover or focus, the panel leaves focus on the figure (Tab moves on as usual).
          onOpenAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={show}
          onPointerLeave={hide}
          onClick={(event) => event.stopPropagation()}
          className="z-50 w-80 max-w-[calc(100vw-20px)] rounded-md border border-border bg-card p-3 text-left text-foreground text-xs shadow-lg data-[state=open]:animate-fade-in"
        >
          <NerBreakdownTable parts={parts} discounted={discounted} discount={discount} subject={subject} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type BreakdownRow = { label: ReactNode; value: string; total?: boolean };

/** The sum behind the figure, line by line ($/SF), then both NERs. */
function NerBreakdownTable({
  parts,
  discounted,
  discount,
  subject,
}: {
  parts: NerBreakdown;
  discounted: number;
  discount: DiscountedNerOptions;
  subject: string;
}) {
  const rows: BreakdownRow[] = [
    { label: `Aggregate rent, ${years(parts.years)}`, value: formatRentPsf(parts.aggregateRent) },
    { label: `− Free rent, ${months(parts.freeMonths)}`, value: formatRentPsf(parts.freeRent) },
    { label: '− TI allowance', value: formatRentPsf(parts.tenantImprovements) },
    {
      label: `− Leasing commission, ${formatPercent(parts.commissionPct, 2)} of aggregate rent`,
      value: formatRentPsf(parts.commissions),
    },
    { label: '− Other landlord costs', value: formatRentPsf(parts.otherCosts) },
    { label: '= Net rent over the term', value: formatRentPsf(parts.netRent), total: true },
  ];
  const downtime = discount.downtimeMonths ? `, ${months(discount.downtimeMonths)} downtime` : '';

  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-sm">NER breakdown · {subject}</p>
      <table className="w-full border-collapse tabular-nums">
        <caption className="sr-only">Net effective rent, $ per square foot</caption>
        <tbody>
          {rows.map((row) => (
            <tr
              key={String(row.label)}
              className={row.total ? 'border-border border-t font-medium' : undefined}
            >
              <th scope="row" className="py-0.5 pr-2 text-left font-normal text-muted-foreground">
                {row.label}
              </th>
              <td className="py-0.5 text-right">{row.value}</td>
            </tr>
          ))}
          <tr className="border-border border-t font-semibold">
            <th scope="row" className="py-1 pr-2 text-left">
              ÷ {years(parts.years)} = NER, straight-line
            </th>
            <td className="py-1 text-right">{formatRentPsf(parts.straightLine)}/SF/yr</td>
          </tr>
          <tr className="font-semibold">
            <th scope="row" className="py-0.5 pr-2 text-left">
              NER, discounted
              <span className="block font-normal text-muted-foreground">
                at {formatPercent(discount.discountRatePct, 2)} a year, rent paid in {discount.timing}
                {downtime}
              </span>
            </th>
            <td className="py-0.5 text-right align-top">{formatRentPsf(discounted)}/SF/yr</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
