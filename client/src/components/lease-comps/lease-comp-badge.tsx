import { Badge } from '@/components/ui/badge';
import { type CompBadgeStyle, compBadgeStyle, compTypeLabel } from './lease-comp-display';

const styleClasses: Record<CompBadgeStyle, string> = {
  default: 'bg-primary text-primary-foreground ring-primary',
  secondary: 'bg-slate-100 text-slate-700 ring-slate-200',
  destructive: 'bg-destructive text-white ring-destructive',
  outline: 'bg-transparent text-foreground ring-border',
};

export type LeaseCompBadgeProps = { type: string };

/** A comp's transaction type as a badge (styles in `compBadgeStyle`). */
export function LeaseCompBadge({ type }: LeaseCompBadgeProps) {
  const style = compBadgeStyle(type);
  return (
    <Badge data-style={style} className={styleClasses[style]}>
      {compTypeLabel(type)}
    </Badge>
  );
}
