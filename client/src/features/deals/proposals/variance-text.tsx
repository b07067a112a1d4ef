import type { FigureVariance } from '@common/proposal-rounds';
import { cn } from '@/lib/cn';

export type VarianceTextProps = {
  variance: FigureVariance;
  /** How the difference is written without its sign: '$1.20', '1 month'. */
  amount: (value: number) => string;
};

/**
 * A figure against the budget, with its sign in the text (+$1.20 / −$0.80 vs budget) and colour as a
 * second signal: green when it is better for the landlord, red when worse; screen readers hear both.
 */
export function VarianceText({ variance, amount }: VarianceTextProps) {
  if (variance.sign === '=') {
    return <span className="text-muted-foreground text-xs">Same as budget</span>;
  }
  const above = variance.sign === '+';
  const shown = `${above ? '+' : '−'}${amount(variance.value)}`;
  const verdict = variance.favourable ? 'better for the landlord' : 'worse for the landlord';
  return (
    <span
      data-favourable={variance.favourable}
      // Positioned, so its screen-reader text stays inside a sideways-scrolling card or table.
      className={cn(
        'relative font-medium text-xs',
        variance.favourable ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      <span aria-hidden="true">{shown} vs budget</span>
      <span className="sr-only">
        {amount(variance.value)} {above ? 'above' : 'below'} budget, {verdict}
      </span>
    </span>
  );
}
