import { toCsv } from '@common/csv';
import { dealStageLabels } from '@common/deal-stages';
import { nerOfTerms } from '@common/ner';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leaseTerms } from '../../db/schema';
import { getDeal } from './opportunities.service';

export const dealSummaryFileName = (id: number) => `deal-${id}-summary.csv`;

const dealTypeLabels = { new: 'New', renewal: 'Renewal', expansion: 'Expansion' } as const;
const money = (value: number | null | undefined) => (value == null ? '' : value.toFixed(2));

/** GET /api/opportunities/:id/summary.csv: the deal at a glance, one Field,Value row each. */
export async function dealSummaryCsv(db: Database, id: number): Promise<string> {
  const deal = await getDeal(db, id);
  const [terms] = await db
    .select()
    .from(leaseTerms)
    .where(and(eq(leaseTerms.opportunityId, id), eq(leaseTerms.kind, 'proposal')));
  const ner = terms ? nerOfTerms(terms) : null;
  const rows: [string, string | number][] = [
    ['Field', 'Value'],
    ['Prospect', deal.prospectName],
    ['Property', deal.property.name],
    ['Suite', deal.space?.name ?? ''],
    ['Size (RSF)', deal.squareFeetNeeded],
    ['Stage', dealStageLabels[deal.stage]],
    ['Deal Type', dealTypeLabels[deal.dealType]],
    ['Proposed Rent ($/RSF/yr)', money(deal.proposedRent)],
    ['NER Straight-Line ($/RSF/yr)', money(ner?.straightLine)],
    ['NER Discounted ($/RSF/yr)', money(ner?.discounted)],
    ['Broker', [deal.brokerName, deal.brokerCompany].filter(Boolean).join(', ')],
    ['Lead', deal.lead?.fullName ?? ''],
    ['Expected Close', deal.expectedCloseDate ?? ''],
    ['Probability (%)', deal.probability],
    ['Last Activity', deal.lastActivityAt.slice(0, 10)],
  ];
  return `\uFEFF${toCsv(rows)}`;
}
