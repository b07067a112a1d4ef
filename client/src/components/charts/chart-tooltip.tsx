import type { TooltipContentProps } from 'recharts';

export type TooltipLine = { name: string; value: string; colour?: string };

export type ChartTooltipProps = {
  /** The tooltip's heading from the hovered category (its label by default). */
  title?: (label: string, datum: Record<string, unknown> | undefined) => string;
  /** How each series' value reads. */
  format: (value: number) => string;
  /** Extra lines under the series (a total, a share of the portfolio), from the hovered datum. */
  extra?: (datum: Record<string, unknown>) => TooltipLine[];
  /** Leave out series whose value is 0 (a stacked bar's empty parts). */
  hideZero?: boolean;
  /** List the series top first (a stacked bar's order on screen). */
  reverse?: boolean;
};

/** Tooltip content: the category, each series with its swatch and value, then the extra lines. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  title,
  format,
  extra,
  hideZero = false,
  reverse = false,
}: Partial<TooltipContentProps> & ChartTooltipProps) {
  if (!active || !payload || payload.length === 0) return null;
  const datum = payload[0]?.payload as Record<string, unknown> | undefined;
  const heading = title ? title(String(label ?? ''), datum) : String(label ?? '');
  const lines: TooltipLine[] = payload
    .filter((entry) => !(hideZero && Number(entry.value) === 0))
    .map((entry) => ({
      name: String(entry.name ?? ''),
      value: format(Number(entry.value)),
      colour: String(entry.color ?? entry.fill ?? entry.stroke ?? ''),
    }));
  if (reverse) lines.reverse();
  const extras = datum && extra ? extra(datum) : [];
  return (
    <div className="max-w-72 rounded-md border border-border bg-card px-3 py-2 text-xs shadow-lg">
      {heading ? <p className="mb-1 font-semibold text-foreground">{heading}</p> : null}
      <ul className="flex flex-col gap-0.5">
        {[...lines, ...extras].map((line) => (
          <li key={line.name} className="flex items-center justify-between gap-3">
            <span className="flex min-w-0 items-center gap-1.5 text-slate-600">
              {line.colour ? (
                <span
                  aria-hidden="true"
                  className="size-2.5 shrink-0 rounded-sm"
                  style={{ backgroundColor: line.colour }}
                />
              ) : null}
              <span className="truncate">{line.name}</span>
            </span>
            <span className="font-medium text-foreground tabular-nums">{line.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
