import { type HealthBand, type RenewalBand, riskCardTexts, type SatisfactionBand } from '@common/risk';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** The colour of each band (satisfaction, renewal likelihood, health score; the bands are in common/risk.ts). */
const bandVariants: Record<SatisfactionBand | RenewalBand | HealthBand, BadgeVariant> = {
  Satisfied: 'success',
  Neutral: 'warning',
  Dissatisfied: 'danger',
  Likely: 'success',
  Maybe: 'warning',
  Unlikely: 'danger',
  Healthy: 'success',
  Stable: 'primary',
  Concerning: 'warning',
  'At Risk': 'danger',
};

export type Band = keyof typeof bandVariants;

export const bandVariant = (band: Band): BadgeVariant => bandVariants[band];

const barColours: Record<BadgeVariant, string> = {
  success: 'bg-emerald-500',
  primary: 'bg-primary',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
  neutral: 'bg-slate-400',
};

export type BandBadgeProps = { band: Band };

export function BandBadge({ band }: BandBadgeProps) {
  return <Badge variant={bandVariant(band)}>{band}</Badge>;
}

export type ScoreBarProps = { value: number; max: number; band: Band };

/** A thin bar filled to value/max in the band's colour; the figure itself is written beside it. */
export function ScoreBar({ value, max, band }: ScoreBarProps) {
  const width = `${Math.max(0, Math.min(100, (value / max) * 100))}%`;
  return (
    <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100">
      <div className={cn('h-full rounded-full', barColours[bandVariant(band)])} style={{ width }} />
    </div>
  );
}

export type StatProps = {
  label: string;
  children: ReactNode;
  className?: string;
};

/** A small labelled figure inside a risk card. */
export function Stat({ label, children, className }: StatProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="break-words text-foreground text-sm">{children}</dd>
    </div>
  );
}

/** Says the figures are the risk level's, not read from records. */
export function EstimatedNote() {
  return (
    <p className="mt-1 inline-flex items-center gap-1 text-muted-foreground text-xs">
      <Info aria-hidden="true" className="size-3.5 shrink-0" />
      {riskCardTexts.estimated}
    </p>
  );
}
