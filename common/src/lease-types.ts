/** Lease type values and their labels. */
export const leaseTypes = ['gross', 'net', 'triple-net', 'modified-gross', 'percentage'] as const;
export type LeaseType = (typeof leaseTypes)[number];

export const leaseTypeLabels: Record<LeaseType, string> = {
  gross: 'Gross Lease',
  net: 'Net Lease',
  'triple-net': 'Triple Net (NNN)',
  'modified-gross': 'Modified Gross',
  percentage: 'Percentage Lease',
};

/** Lease comp transaction types. */
export const compLeaseTypes = ['new', 'renewal', 'expansion', 'blend_and_extend', 'other'] as const;
export type CompLeaseType = (typeof compLeaseTypes)[number];
