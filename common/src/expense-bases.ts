/** Lease comp expense basis: a gross comp is never compared with a net one without saying so. */
export const expenseBases = ['gross', 'net'] as const;
export type ExpenseBasis = (typeof expenseBases)[number];

/** How each basis is named on screen and in exports. */
export const expenseBasisLabels: Record<ExpenseBasis, string> = {
  gross: 'Gross',
  net: 'Net',
};
