import { expenseBasisLabels } from '@common/expense-bases';
import type { LeaseComp } from '@common/listings';

/**
 * A lease comp type's badge: new default, renewal and blend_and_extend secondary, expansion destructive,
 * anything else outline.
 */
export type CompBadgeStyle = 'default' | 'secondary' | 'destructive' | 'outline';

/** new is the default style, renewal and blend_and_extend secondary, expansion destructive, anything else outline. */
export function compBadgeStyle(type: string): CompBadgeStyle {
  switch (type) {
    case 'new':
      return 'default';
    case 'renewal':
    case 'blend_and_extend':
      return 'secondary';
    case 'expansion':
      return 'destructive';
    default:
      return 'outline';
  }
}

const compTypeLabels: Record<string, string> = {
  new: 'New',
  renewal: 'Renewal',
  expansion: 'Expansion',
  blend_and_extend: 'Blend & Extend',
  other: 'Other',
};

export function compTypeLabel(type: string): string {
  return compTypeLabels[type] ?? type;
}

/** In years when term_months is divisible by 12, otherwise in months. */
export function formatLeaseTerm(termMonths: number): string {
  if (termMonths % 12 === 0) {
    const years = termMonths / 12;
    return `${years} ${years === 1 ? 'year' : 'years'}`;
  }
  return `${termMonths} ${termMonths === 1 ? 'month' : 'months'}`;
}

/** 'Net' or 'Gross': a gross comp is never compared with a net one without saying so. */
export function expenseBasisLabel(comp: Pick<LeaseComp, 'expense_basis'>): string | null {
  return comp.expense_basis ? expenseBasisLabels[comp.expense_basis] : null;
}
