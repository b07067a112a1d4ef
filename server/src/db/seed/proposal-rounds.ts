import { addDays, monthsBetween } from '@common/calendar-days';
import { type ApprovalStatus, type ProposalSide, roundName } from '@common/proposal-rounds';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  dealEvents,
  type LeaseTerms,
  leaseTerms,
  type NewDealEvent,
  type NewProposalRound,
  opportunities,
  proposalRounds,
} from '../schema';
import { mustGet, type PropertyKey, type SeedContext, type SeededPortfolio, type SpaceKey } from './context';
import { dealRows, type SeededDeal } from './deals';
import { propertyDefinitions } from './properties';

/*
 * The deals' proposal rounds. Every deal with lease terms negotiated them: the landlord's offers and
 * the tenant's counters, around the landlord's budget and, for a renewal, the lease in place. The round
 * that settled it is the accepted one, and the deal's lease terms are its terms. What the deals'
 * comments and updates say about terms (deal-activity.ts) is what these rounds hold.
 */

type Terms = Pick<
  NewProposalRound,
  | 'leaseType'
  | 'termMonths'
  | 'baseRent'
  | 'rentEscalation'
  | 'rentFreeMonths'
  | 'tenantImprovements'
  | 'leasingCommissionPct'
  | 'otherLandlordCosts'
>;

type Approval = { status: ApprovalStatus; by?: string; comment?: string };

/** One round of a deal's story: its side, how far before the deal's last activity, its terms. */
type Step = {
  side: ProposalSide;
  daysBefore: number;
  terms: Partial<Terms>;
  note?: string;
  accepted?: boolean;
  approval?: Approval;
};

/**
 * The usual story when nothing more is said: the budget, the landlord's offer above the terms agreed,
 * the tenant's counter below them, then the landlord's revised offer, accepted — approved once the deal
 * has reached LOI.
 */
function usualStory(agreed: LeaseTerms, stage: string): Step[] {
  const pastProposal = !['inquiry', 'touring', 'proposal', 'idle'].includes(stage);
  return [
    {
      side: 'budget',
      daysBefore: 40,
      terms: { baseRent: agreed.baseRent - 0.5, tenantImprovements: agreed.tenantImprovements + 5 },
    },
    {
      side: 'landlord',
      daysBefore: 30,
      terms: {
        baseRent: agreed.baseRent + 1,
        tenantImprovements: Math.max(0, agreed.tenantImprovements - 5),
        rentFreeMonths: Math.max(0, agreed.rentFreeMonths - 1),
      },
    },
    {
      side: 'tenant',
      daysBefore: 20,
      terms: {
        baseRent: agreed.baseRent - 1,
        tenantImprovements: agreed.tenantImprovements + 10,
        rentFreeMonths: agreed.rentFreeMonths + 1,
      },
    },
    {
      side: 'landlord',
      daysBefore: 10,
      terms: {},
      accepted: true,
      approval: pastProposal ? { status: 'approved' } : undefined,
    },
  ];
}

/** Deals whose comments and updates tell their own story; the notes and figures here match them. */
const stories: Record<string, (agreed: LeaseTerms) => Step[]> = {
  // "Renewal proposal issued at $39.50 net with 3% bumps." / "Budget assumed 3% bumps and they want 2.5%."
  'Austin Orthopedic Associates': () => [
    {
      side: 'budget',
      daysBefore: 12,
      terms: { baseRent: 39, rentEscalation: 3, rentFreeMonths: 3, tenantImprovements: 30 },
      note: 'Underwritten at $39.00 net with 3% annual bumps.',
    },
    {
      side: 'landlord',
      daysBefore: 8,
      terms: { baseRent: 39.5, rentEscalation: 3, rentFreeMonths: 3, tenantImprovements: 25 },
      note: 'Renewal proposal issued at $39.50 net with 3% bumps.',
      accepted: true,
    },
    {
      side: 'tenant',
      daysBefore: 6,
      terms: { baseRent: 39.5, rentEscalation: 2.5, rentFreeMonths: 3, tenantImprovements: 30 },
      note: 'Tenant wants 2.5% bumps and $30 TI.',
      approval: { status: 'pending' },
    },
  ],
  // "Proposal sent: 10 years at $47.00 gross, $55 TI, 4 months free." / "Northwind wants $65/RSF TI."
  'Northwind Analytics': () => [
    {
      side: 'budget',
      daysBefore: 20,
      terms: { baseRent: 46, rentFreeMonths: 4, tenantImprovements: 55 },
      note: 'Owner budget for the full floor: $46.00 gross, up to $55 TI.',
    },
    {
      side: 'landlord',
      daysBefore: 3,
      terms: { baseRent: 47, rentFreeMonths: 4, tenantImprovements: 55 },
      note: '10 years at $47.00 gross, $55 TI, 4 months free.',
      accepted: true,
      approval: {
        status: 'approved',
        by: 'amorgan',
        comment: "Approved up to $55/RSF TI with 4 months free; more needs the owner's sign-off.",
      },
    },
    {
      side: 'tenant',
      daysBefore: 2,
      terms: { baseRent: 47, rentFreeMonths: 4, tenantImprovements: 65 },
      note: 'Northwind wants $65/RSF TI for the full floor.',
    },
  ],
  // A counter refused: the landlord holds at one month free.
  'Brightline Staffing': (agreed) => [
    {
      side: 'landlord',
      daysBefore: 14,
      terms: {},
      note: 'Three-year renewal at the current structure.',
      accepted: true,
    },
    {
      side: 'tenant',
      daysBefore: 9,
      terms: { baseRent: agreed.baseRent - 1.5, rentFreeMonths: agreed.rentFreeMonths + 2 },
      note: 'Tenant asks for two more months free.',
      approval: { status: 'rejected', comment: 'Free rent is over budget; hold the offer as issued.' },
    },
  ],
  // "LOI countersigned." / "LOI signed by both parties."
  'Central Texas Cardiology': (agreed) => [
    {
      side: 'landlord',
      daysBefore: 25,
      terms: {
        baseRent: agreed.baseRent + 1.5,
        tenantImprovements: Math.max(0, agreed.tenantImprovements - 10),
      },
    },
    {
      side: 'tenant',
      daysBefore: 12,
      terms: {},
      note: 'Terms of the LOI signed by both parties.',
      accepted: true,
      approval: { status: 'approved' },
    },
  ],
  // The LOI is out for approval; the revised offer adds a moving allowance (other landlord costs).
  'Parallax Games': (agreed) => [
    ...usualStory(agreed, 'proposal').slice(0, 3),
    {
      side: 'landlord',
      daysBefore: 10,
      terms: { otherLandlordCosts: 3 },
      note: 'Revised offer: the same rent with a $3.00/RSF moving allowance.',
      accepted: true,
      approval: { status: 'pending' },
    },
  ],
  // At LOI with nothing submitted yet: the approval gate would hold it there.
  'Harbor Point Wealth': (agreed) => usualStory(agreed, 'proposal'),
};

const sideOrder: ProposalSide[] = ['previous', 'budget', 'landlord', 'tenant'];

export async function seedProposalRounds(
  { tx, cal }: SeedContext,
  portfolio: SeededPortfolio,
  deals: Map<string, SeededDeal>,
): Promise<void> {
  const dealIds = [...deals.values()].map((deal) => deal.id);
  const agreedTerms = await tx
    .select()
    .from(leaseTerms)
    .where(and(inArray(leaseTerms.opportunityId, dealIds), eq(leaseTerms.kind, 'proposal')));
  const agreedOf = new Map(agreedTerms.map((row) => [row.opportunityId, row]));

  const rounds: NewProposalRound[] = [];
  for (const [stage, dealType, prospect, where, , , , lead, idle] of dealRows) {
    const deal = mustGet(deals, prospect);
    const agreed = agreedOf.get(deal.id);
    if (!agreed) continue;
    const key = where.split(' ')[0] as PropertyKey;
    const leadId = mustGet(portfolio.userIds, lead);
    const assetManager = propertyDefinitions[key].assetManager;
    // Nobody decides their own submission: the lead's go to the building's asset manager, or to demo.
    const decider = assetManager === lead ? 'demo' : assetManager;
    const dayOf = (daysBefore: number) => cal.day(-(idle + daysBefore));
    const at = (daysBefore: number, hour: number) => cal.ago(idle + daysBefore, hour);
    const base: Terms = {
      leaseType: agreed.leaseType,
      termMonths: agreed.termMonths,
      baseRent: agreed.baseRent,
      rentEscalation: agreed.rentEscalation,
      rentFreeMonths: agreed.rentFreeMonths,
      tenantImprovements: agreed.tenantImprovements,
      leasingCommissionPct: agreed.leasingCommissionPct,
      otherLandlordCosts: agreed.otherLandlordCosts,
    };
    const steps = (stories[prospect] ?? ((terms: LeaseTerms) => usualStory(terms, stage)))(agreed);
    const lease = dealType === 'renewal' ? portfolio.activeLeases.get(where as SpaceKey) : undefined;
    if (lease) {
      rounds.push({
        ...base,
        opportunityId: deal.id,
        side: 'previous',
        roundDate: lease.startDate,
        leaseType: lease.leaseType as Terms['leaseType'],
        termMonths: monthsBetween(lease.startDate, addDays(lease.endDate, 1)),
        baseRent: lease.baseRentPsf,
        // Its concessions were spent long ago: what matters now is the rent being renewed.
        rentFreeMonths: 0,
        tenantImprovements: 0,
        leasingCommissionPct: null,
        otherLandlordCosts: 0,
        areaRsf: deal.squareFeet,
        note: 'The lease in place.',
        createdBy: mustGet(portfolio.userIds, assetManager),
        createdAt: at(60, 9),
        updatedAt: at(60, 9),
      });
    }
    for (const step of steps) {
      const approval = step.approval;
      const submittedAt = approval ? at(step.daysBefore - 1, 10) : null;
      const decided = approval && approval.status !== 'pending';
      rounds.push({
        ...base,
        ...step.terms,
        opportunityId: deal.id,
        side: step.side,
        roundDate: dayOf(step.daysBefore),
        areaRsf: deal.squareFeet,
        note: step.note ?? null,
        accepted: step.accepted ?? false,
        approvalStatus: approval?.status ?? null,
        submittedBy: approval ? leadId : null,
        submittedAt,
        decidedBy: decided ? mustGet(portfolio.userIds, approval.by ?? decider) : null,
        decidedAt: decided ? at(step.daysBefore - 1, 11) : null,
        decisionComment: decided ? (approval.comment ?? null) : null,
        createdBy: step.side === 'budget' ? mustGet(portfolio.userIds, assetManager) : leadId,
        createdAt: at(step.daysBefore, 9),
        updatedAt: decided ? at(step.daysBefore - 1, 11) : (submittedAt ?? at(step.daysBefore, 9)),
      });
    }
  }
  rounds.sort(
    (a, b) =>
      a.opportunityId - b.opportunityId ||
      a.roundDate.localeCompare(b.roundDate) ||
      sideOrder.indexOf(a.side) - sideOrder.indexOf(b.side),
  );
  const inserted = await tx.insert(proposalRounds).values(rounds).returning();

  // Each round's history, as the app records it: added, submitted, decided, accepted.
  const events: NewDealEvent[] = [];
  for (const round of inserted) {
    if (round.side === 'previous') continue;
    const event = { opportunityId: round.opportunityId, fromValue: null, note: roundName(round) };
    events.push({
      ...event,
      userId: round.createdBy,
      kind: 'round',
      toValue: String(round.id),
      note: `Added ${roundName(round)}`,
      createdAt: round.createdAt,
    });
    if (round.submittedAt) {
      events.push({
        ...event,
        userId: round.submittedBy,
        kind: 'approval',
        toValue: 'pending',
        createdAt: round.submittedAt,
      });
    }
    if (round.decidedAt && round.approvalStatus) {
      const note = round.decisionComment ? `${roundName(round)}. ${round.decisionComment}` : roundName(round);
      events.push({
        ...event,
        userId: round.decidedBy,
        kind: 'approval',
        fromValue: 'pending',
        toValue: round.approvalStatus,
        note,
        createdAt: round.decidedAt,
      });
    }
    if (round.accepted) {
      events.push({
        ...event,
        userId: round.createdBy,
        kind: 'terms',
        toValue: String(round.id),
        note: `Accepted ${roundName(round)}: its terms are the deal's lease terms`,
        createdAt: round.updatedAt,
      });
    }
  }
  if (events.length > 0) await tx.insert(dealEvents).values(events);

  // The deal's lease terms are its accepted round's (deposit and renewal option are the deal's own).
  for (const round of inserted.filter((row) => row.accepted)) {
    await tx
      .update(leaseTerms)
      .set({
        leaseType: round.leaseType,
        termMonths: round.termMonths,
        baseRent: round.baseRent,
        rentEscalation: round.rentEscalation,
        rentFreeMonths: round.rentFreeMonths,
        tenantImprovements: round.tenantImprovements,
        leasingCommissionPct: round.leasingCommissionPct,
        otherLandlordCosts: round.otherLandlordCosts,
        // As entered the day they were agreed (the column would otherwise take the wall clock).
        updatedAt: sql`${leaseTerms.updatedAt}`,
      })
      .where(and(eq(leaseTerms.opportunityId, round.opportunityId), eq(leaseTerms.kind, 'proposal')));
  }
  // Each deal's badge: the status of its most recently submitted round.
  await tx.execute(sql`
    update ${opportunities} o set approval_status = latest.approval_status
    from (select distinct on (opportunity_id) opportunity_id, approval_status from ${proposalRounds}
          where submitted_at is not null order by opportunity_id, submitted_at desc, id desc) latest
    where latest.opportunity_id = o.id`);
}
