import { leaseTypeLabels } from '@common/lease-types';
import { type ProposalRoundPatch, proposalSideLabels } from '@common/proposal-rounds';
import type { ProposalRound as RoundRow } from '../../db/schema';

type Field = Exclude<keyof ProposalRoundPatch, 'version'>;

const dollars = (value: number) => `$${value.toFixed(2)}`;
const percent = (value: number | null) => (value === null ? 'none' : `${value}%`);

/** How each field reads in the history: its name and how a value of it is written. */
const fieldWords: { [F in Field]: [string, (value: NonNullable<RoundRow[F]> | null) => string] } = {
  side: ['side', (side) => (side ? proposalSideLabels[side] : '')],
  roundDate: ['date', String],
  leaseType: ['lease type', (type) => (type ? leaseTypeLabels[type] : '')],
  areaRsf: ['area', (area) => `${Number(area).toLocaleString('en-US')} RSF`],
  termMonths: ['term', (months) => `${months} months`],
  baseRent: ['base rent', (rent) => dollars(Number(rent))],
  rentEscalation: ['escalation', (pct) => percent(pct)],
  rentFreeMonths: ['free rent', (months) => `${months} months`],
  tenantImprovements: ['TI', (ti) => dollars(Number(ti))],
  leasingCommissionPct: ['commission', (pct) => percent(pct)],
  otherLandlordCosts: ['other landlord costs', (costs) => dollars(Number(costs))],
  note: ['note', (note) => (note ? `"${note}"` : 'none')],
};

export type RoundChange = { field: Field; text: string };

/** The fields a patch really changes, each in words: 'base rent $40.00 → $41.50'. */
export function roundChanges(
  round: RoundRow,
  patch: Omit<Partial<Record<Field, unknown>>, never>,
): RoundChange[] {
  const changes: RoundChange[] = [];
  for (const field of Object.keys(fieldWords) as Field[]) {
    const next = patch[field];
    if (next === undefined || next === round[field]) continue;
    const [name, write] = fieldWords[field] as [string, (value: unknown) => string];
    changes.push({ field, text: `${name} ${write(round[field])} → ${write(next)}` });
  }
  return changes;
}
