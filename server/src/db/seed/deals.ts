import {
  type DealLostReason,
  dealLostReasonLabels as lostReasonLabels,
  stageProbability,
} from '@common/deal-history';
import type { DealStage, DealType } from '@common/deal-stages';
import { possessive } from '@common/words';
import { dealEvents, type NewOpportunity, opportunities } from '../schema';
import { mustGet, type PropertyKey, type SeedContext, type SeededPortfolio, type SpaceKey } from './context';
import { propertyDefinitions } from './properties';
import { cents, createRandom, type Random } from './random';

/** The days seeded deals spend in each stage are drawn from a sequence of their own. */
const historySeed = 20_240_602;

const brokers = {
  ortiz: ['Megan Ortiz', 'Lone Star Healthcare Realty'],
  bennett: ['Kyle Bennett', 'Lakeshore Tenant Advisors'],
  stone: ['Rachel Stone', 'Midwest Office Advisors'],
  alvarez: ['Tom Alvarez', 'Bay Area Commercial Partners'],
  castillo: ['Ana Castillo', 'Gold Coast Retail Advisors'],
  whitfield: ['Dana Whitfield', 'Hudson Tenant Partners'],
} as const;
type Broker = keyof typeof brokers | null;

/**
 * [stage, type, prospect (a tenant when the name is one), suite or building, RSF needed, proposed $/RSF/yr,
 *  tenant-rep broker, deal lead, days since last activity, expected close (days from today; null = none)].
 */
type DealRow = [
  DealStage,
  DealType,
  string,
  SpaceKey | PropertyKey,
  number,
  number | null,
  Broker,
  string,
  number,
  number | null,
];

export const dealRows: DealRow[] = [
  ['inquiry', 'new', 'Orion Health Partners', 'AMC 330', 3200, 35, 'ortiz', 'scho', 5, 150],
  ['inquiry', 'new', 'Vertex Robotics', 'DT 700', 24000, null, 'bennett', 'jrivera', 12, 240],
  ['inquiry', 'new', 'Bluewater Pilates', 'BM 117', 1200, 30, null, 'scho', 34, 120],
  ['inquiry', 'new', 'Summit Sleep Center', 'AMC', 2500, 34, 'ortiz', 'amorgan', 96, 200],
  ['inquiry', 'new', 'Lumen Legal Group', 'CX 5B', 2700, 78, 'whitfield', 'jrivera', 63, 180],
  ['touring', 'new', 'Greenleaf Pharmacy', 'DT 120', 2000, 42, 'bennett', 'jrivera', 8, 110],
  ['touring', 'expansion', 'Meridian Capital Partners', 'DT 350', 4500, 46, 'stone', 'amorgan', 41, 130],
  ['touring', 'new', 'Summit Engineering Group', 'PK 240', 3000, 38, 'alvarez', 'scho', 19, 100],
  ['touring', 'new', 'Coastal Chiropractic', 'BM 109', 1800, 32, 'castillo', 'scho', 72, 90],
  ['touring', 'expansion', 'Motion Physical Therapy', 'AMC 440', 1600, 33, null, 'amorgan', 27, 140],
  ['proposal', 'renewal', 'Austin Orthopedic Associates', 'AMC 300', 4800, 39.5, 'ortiz', 'amorgan', 15, 60],
  ['proposal', 'expansion', 'Northwind Analytics', 'DT 700', 24000, 47, 'stone', 'jrivera', 3, 120],
  ['proposal', 'renewal', 'Brightline Staffing', 'DT 560', 4000, 39, null, 'scho', 52, 45],
  ['proposal', 'new', 'Palm Beach Poke', 'BM 127', 950, 38, 'castillo', 'scho', 88, 75],
  ['loi', 'renewal', 'Central Texas Cardiology', 'AMC 320', 3900, 40.5, 'ortiz', 'amorgan', 6, 30],
  ['loi', 'renewal', 'Moreno Family Law', 'PK 220', 4000, 41, null, 'scho', 38, 60],
  ['loi', 'renewal', 'Parallax Games', 'CX 3A', 4000, 80, 'whitfield', 'jrivera', 22, 50],
  ['loi', 'renewal', 'Harbor Point Wealth', 'DT 830', 8500, 49, 'stone', 'jrivera', 66, 70],
  ['legal', 'renewal', 'Vance Litigation Group', 'DT 950', 10000, 48.5, 'bennett', 'jrivera', 4, 25],
  ['legal', 'renewal', 'Greenline Ventures', 'CX 5A', 3800, 90, 'whitfield', 'jrivera', 31, 35],
  ['legal', 'new', 'Pacific Wealth Advisors', 'PK 350', 1600, 40, 'alvarez', 'scho', 47, 40],
  ['lease_execution', 'renewal', 'Lakeside Behavioral Health', 'AMC 210', 3200, 33, null, 'amorgan', 2, 14],
  ['lease_execution', 'renewal', 'Bayside Title & Escrow', 'PK 320', 4500, 42.5, 'alvarez', 'scho', 10, 10],
  ['deal', 'renewal', 'Hill Country Pediatrics', 'AMC 110', 2800, 33, 'ortiz', 'amorgan', 18, -18],
  ['deal', 'renewal', 'Sterling Mutual Insurance', 'DT 320', 7500, 44, 'stone', 'jrivera', 44, -44],
  ['deal', 'new', 'Coral Pediatric Dentistry', 'AMC 220', 2100, 35, 'ortiz', 'scho', 25, -25],
  ['deal', 'expansion', 'Cobalt Software', 'DT 540', 5000, 46, null, 'jrivera', 58, -58],
  ['dead', 'new', 'Redline Fitness', 'BM 121', 6500, 23, 'castillo', 'scho', 105, null],
  ['dead', 'renewal', 'Keller Tax Advisors', 'DT 520', 6000, 40, 'bennett', 'jrivera', 75, null],
  ['dead', 'new', 'Brightpath Urgent Care', 'AMC 140', 2400, 36, 'ortiz', 'amorgan', 112, null],
  ['idle', 'expansion', 'Ferro Labs', 'CX', 3000, null, null, 'jrivera', 99, null],
  ['idle', 'renewal', 'Island Mobile Wireless', 'BM 111', 1400, 38, null, 'scho', 81, null],
  ['idle', 'expansion', 'Quantum Ledger', 'DT 860', 4500, null, 'stone', 'amorgan', 118, null],
];

/** Term (months) of the deals that have lease terms; the others are valued over 5 years. */
export const dealTermMonths: Record<string, number> = {
  'Austin Orthopedic Associates': 84,
  'Northwind Analytics': 120,
  'Brightline Staffing': 36,
  'Central Texas Cardiology': 120,
  'Moreno Family Law': 60,
  'Parallax Games': 60,
  'Harbor Point Wealth': 60,
  'Vance Litigation Group': 84,
  'Greenline Ventures': 60,
  'Pacific Wealth Advisors': 36,
  'Lakeside Behavioral Health': 60,
  'Bayside Title & Escrow': 60,
  'Hill Country Pediatrics': 60,
  'Sterling Mutual Insurance': 84,
  'Coral Pediatric Dentistry': 84,
  'Cobalt Software': 48,
};

/** Market rents ($/RSF/yr) that value deals quoted without a rent. */
const marketRent: Record<PropertyKey, number> = { AMC: 35, DT: 46, PK: 40, BM: 28, CX: 80 };

function lostOf(prospect: string) {
  const lost = lostDeals[prospect];
  return lost ? { lostAtStage: lost[0], lostReason: lost[1], lostReasonNote: lost[2] } : {};
}

function dealDescription(
  type: DealType,
  prospect: string,
  sf: number,
  building: string,
  suite: string | undefined,
) {
  const area = `${sf.toLocaleString('en-US')} RSF`;
  if (type === 'renewal')
    return `Renewal of ${possessive(prospect)} ${area} lease in suite ${suite} at ${building}.`;
  if (type === 'expansion')
    return `${prospect} is growing and needs ${area} of additional space at ${building}${suite ? `, suite ${suite}` : ''}.`;
  return `${prospect} is looking for ${area} at ${building}${suite ? `; suite ${suite} is the lead option` : ''}.`;
}

/** How the dead deals died: the stage each was lost at and why (the stage bar and History show it). */
const lostDeals: Record<string, [DealStage, DealLostReason, string | null]> = {
  'Redline Fitness': ['proposal', 'price', null],
  'Keller Tax Advisors': ['loi', 'landlord_decision', null],
  'Brightpath Urgent Care': ['touring', 'other', 'Bought a building of their own'],
};

/** The stage an idle deal had reached when it went quiet. */
const idleAfter: Record<string, DealStage> = {
  'Ferro Labs': 'touring',
  'Island Mobile Wireless': 'proposal',
  'Quantum Ledger': 'inquiry',
};

const funnelPath: DealStage[] = ['inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution', 'deal'];

/** The stages a deal went through, in order: up the funnel to its stage, or to where it was lost or went idle. */
function stagePath(stage: DealStage, lostAtStage: DealStage | null, prospect: string): DealStage[] {
  const upTo = (last: DealStage) => funnelPath.slice(0, funnelPath.indexOf(last) + 1);
  if (stage === 'dead') return [...upTo(lostAtStage ?? 'inquiry'), 'dead'];
  if (stage === 'idle') return [...upTo(idleAfter[prospect] ?? 'inquiry'), 'idle'];
  return upTo(stage);
}

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** Days a seeded deal spends in a stage before moving on. */
const stayRange: Partial<Record<DealStage, [number, number]>> = {
  inquiry: [6, 24],
  touring: [8, 30],
  proposal: [12, 40],
  loi: [8, 28],
  legal: [14, 45],
  lease_execution: [6, 21],
};

type StageMove = { fromValue: DealStage; toValue: DealStage; at: Date };

/**
 * A deal's moves along its path, the last one at `enteredAt` (when it entered its stage), each
 * earlier by the days spent in the stage it left; the deal was created when its first stay began.
 * The days come from a sequence of their own, so the rest of the seed draws what it always drew.
 */
function stageTimeline(path: DealStage[], enteredAt: Date, draw: Random) {
  const moves: StageMove[] = [];
  let at = enteredAt.getTime();
  for (let index = path.length - 1; index > 0; index -= 1) {
    const fromValue = path[index - 1] as DealStage;
    moves.unshift({ fromValue, toValue: path[index] as DealStage, at: new Date(at) });
    const [min, max] = stayRange[fromValue] ?? [5, 15];
    at -= draw.int(min, max) * dayMs + draw.int(-3, 3) * hourMs;
  }
  return { moves, startedAt: new Date(at) };
}

export type SeededDeal = { id: number; propertyId: number; squareFeet: number; rent: number | null };

export async function seedDeals(
  { tx, cal, random }: SeedContext,
  portfolio: SeededPortfolio,
): Promise<Map<string, SeededDeal>> {
  const historyRandom = createRandom(historySeed);
  const timelines: StageMove[][] = [];
  const rows: NewOpportunity[] = dealRows.map(
    ([stage, dealType, prospect, where, sf, rent, broker, lead, idle, close]) => {
      const [key, suite] = where.split(' ') as [PropertyKey, string | undefined];
      const building = propertyDefinitions[key].name;
      const years = (dealTermMonths[prospect] ?? 60) / 12;
      const lastActivityAt = cal.ago(idle, random.int(13, 22));
      const lost = lostOf(prospect);
      const timeline = stageTimeline(
        stagePath(stage, lost.lostAtStage ?? null, prospect),
        lastActivityAt,
        historyRandom,
      );
      timelines.push(timeline.moves);
      // Drawn for every deal (the sequence stays as it was); a deal still at Inquiry was created then.
      const createdAt = cal.ago(idle + random.int(10, 60), random.int(13, 22));
      return {
        title: dealType === 'new' ? `${prospect} – ${building}` : `${prospect} ${dealType}`,
        prospectName: prospect,
        tenantId: portfolio.tenantIds.get(prospect) ?? null,
        propertyId: mustGet(portfolio.propertyIds, key),
        spaceId: suite ? mustGet(portfolio.spaces, `${key} ${suite}`).id : null,
        stage,
        dealType,
        squareFeetNeeded: sf,
        proposedRent: rent,
        brokerName: broker ? brokers[broker][0] : null,
        brokerCompany: broker ? brokers[broker][1] : null,
        leadUserId: mustGet(portfolio.userIds, lead),
        description: dealDescription(dealType, prospect, sf, building, suite),
        potentialValue: cents((rent ?? marketRent[key]) * sf * years),
        // Every seeded deal follows its stage's probability (none was set by hand).
        probability: stageProbability[stage],
        expectedCloseDate: close === null ? null : cal.day(close),
        lastActivityAt,
        // The last activity moved the deal into its stage.
        stageEnteredAt: lastActivityAt,
        ...lost,
        createdBy: mustGet(portfolio.userIds, lead === 'scho' ? 'scho' : 'demo'),
        createdAt: timeline.moves.length === 0 ? createdAt : timeline.startedAt,
        updatedAt: lastActivityAt,
      };
    },
  );
  const inserted = await tx.insert(opportunities).values(rows).returning();
  // Each deal's history: created at Inquiry, then moved stage by stage by its lead.
  await tx.insert(dealEvents).values(
    inserted.flatMap((deal, index) => [
      {
        opportunityId: deal.id,
        userId: deal.createdBy,
        kind: 'created' as const,
        toValue: 'inquiry',
        createdAt: deal.createdAt,
      },
      ...(timelines[index] ?? []).map((move) => ({
        opportunityId: deal.id,
        userId: deal.leadUserId,
        kind: 'stage' as const,
        fromValue: move.fromValue,
        toValue: move.toValue,
        note:
          move.toValue === 'dead' && deal.lostReason
            ? [lostReasonLabels[deal.lostReason], deal.lostReasonNote].filter(Boolean).join(': ')
            : null,
        createdAt: move.at,
      })),
    ]),
  );
  return new Map(
    inserted.map((deal) => [
      deal.prospectName,
      {
        id: deal.id,
        propertyId: deal.propertyId,
        squareFeet: deal.squareFeetNeeded,
        rent: deal.proposedRent,
      },
    ]),
  );
}
