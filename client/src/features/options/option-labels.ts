import type { OptionFlag, OptionStatus } from '@common/options';
import { optionStatusLabels } from '@common/options';
import type { BadgeVariant } from '@/components/ui/badge';

export const optionStatusBadge = (status: OptionStatus): { label: string; variant: BadgeVariant } => ({
  label: optionStatusLabels[status],
  variant: status === 'active' ? 'success' : status === 'upcoming' ? 'primary' : 'neutral',
});

/** The row's short flag; the full wording is common's optionFlagLabels. */
export const optionFlagBadge: Record<OptionFlag, { label: string; variant: BadgeVariant }> = {
  'opens-soon': { label: 'Opens within 30 days', variant: 'warning' },
  'window-passed': { label: 'Window passed', variant: 'danger' },
};
