import { leaseTypeLabels } from '@common/lease-types';
import type { LeaseTerms as TermsRow } from '../../db/schema';

type Field = Exclude<
  keyof TermsRow,
  'id' | 'opportunityId' | 'kind' | 'nerStraightLine' | 'createdAt' | 'updatedAt'
>;

const dollars = (value: unknown) => `$${Number(value).toFixed(2)}`;
const percent = (value: unknown) => (value === null ? 'none' : `${value}%`);
const months = (value: unknown) => `${value} months`;

/** How each column reads in the deal's history: its name and how a value of it is written. */
const fieldWords: Record<Field, [string, (value: unknown) => string]> = {
  leaseType: ['lease type', (type) => leaseTypeLabels[type as TermsRow['leaseType']]],
  termMonths: ['term', months],
  baseRent: ['base rent', dollars],
  rentEscalation: ['escalation', percent],
  rentFreeMonths: ['free rent', months],
  tenantImprovements: ['TI', dollars],
  securityDeposit: ['security deposit', dollars],
  renewalOption: ['renewal option', (ticked) => (ticked ? 'yes' : 'no')],
  renewalTerm: ['renewal term', months],
  leasingCommissionPct: ['commission', percent],
  otherLandlordCosts: ['other landlord costs', dollars],
};

/** What an edit of the lease terms changed, in words: 'base rent $40.00 → $41.50; TI $10.00 → $15.00'. */
export function leaseTermsChanges(before: TermsRow, after: TermsRow): string {
  return (Object.keys(fieldWords) as Field[])
    .filter((field) => before[field] !== after[field])
    .map((field) => {
      const [name, write] = fieldWords[field];
      return `${name} ${write(before[field])} → ${write(after[field])}`;
    })
    .join('; ');
}
