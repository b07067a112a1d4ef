import type { ConfidenceFactor } from '@common/ai-opportunities';
import { formatPercent } from '@/lib/format-number';

export type ConfidenceFactorsProps = { id: string; factors: ConfidenceFactor[] };

/** The 'Why?' of a card: the named inputs of its confidence score, each with its weight and value. */
export function ConfidenceFactors({ id, factors }: ConfidenceFactorsProps) {
  if (factors.length === 0) {
    return (
      <p id={id} className="mt-2 text-muted-foreground text-sm">
        No confidence factors were recorded for this opportunity.
      </p>
    );
  }
  return (
    <ul
      id={id}
      aria-label="Confidence factors"
      className="mt-2 flex flex-col gap-2 rounded-lg bg-muted/60 p-3"
    >
      {factors.map((factor) => (
        <li key={factor.name} className="text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium text-foreground">{factor.name}</span>
            <span className="text-muted-foreground text-xs">
              Weight {formatPercent(factor.weight * 100, 0)} · Value {formatPercent(factor.value * 100, 0)}
            </span>
          </div>
          {factor.explanation ? <p className="text-muted-foreground text-xs">{factor.explanation}</p> : null}
        </li>
      ))}
    </ul>
  );
}
