import type { DealType } from '@common/deal-stages';

/** How a deal's type reads on badges and in the Overview. */
export const dealTypeLabels: Record<DealType, string> = {
  new: 'New Deal',
  renewal: 'Renewal',
  expansion: 'Expansion',
};
