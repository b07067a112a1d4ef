import { z } from 'zod';

/** What a lease-terms field says when its value is refused; the proposal rounds' fields say the same. */
export const leaseTermsMessages = {
  leaseType: 'Lease type is required',
  term: 'Term must be a positive number',
  baseRent: 'Base rent must be a positive number',
  rentEscalation: 'Rent escalation must be a non-negative number',
  rentFreePeriod: 'Rent-free period must be a non-negative number',
  tenantImprovements: 'Tenant improvements must be a non-negative number',
  securityDeposit: 'Security deposit must be a non-negative number',
  renewalTerm: 'Renewal term must be a non-negative number',
  leasingCommissionPct: 'Leasing commission must be a number from 0 to 100',
  otherLandlordCosts: 'Other landlord costs must be a non-negative number',
} as const;

/** A number above 0 and at most `max`, refused with the field's message (and "… is too large"). */
export const positive = (message: string, max: number) =>
  z
    .number(message)
    .gt(0, message)
    .max(max, `${message.replace(' must be a positive number', '')} is too large`);

/** A number from 0 to `max`, refused with the field's message (and "… is too large"). */
export const nonNegative = (message: string, max: number) =>
  z
    .number(message)
    .min(0, message)
    .max(max, `${message.replace(' must be a non-negative number', '')} is too large`);
