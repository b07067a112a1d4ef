/** Lease comp expense basis (DOMAIN.md: never compare a gross comp with a net one without saying so). */
export const expenseBases = ['gross', 'net'] as const;
export type ExpenseBasis = (typeof expenseBases)[number];
