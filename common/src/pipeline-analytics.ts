import { funnelStages, type PipelineAnalytics } from './analytics';
import { type DealLostReason, dealLostReasonLabels, dealLostReasons } from './deal-history';
import { type DealStage, dealStageLabels } from './deal-stages';
import { todayIn } from './time-zone';

/*
 * The pipeline funnel, velocity and dead-deal reasons of /api/analytics/pipeline as a pure function
 * over a period's deals and their history. The server computes the same figures in SQL; its tests
 * hold the SQL against this.
 */

/** What the funnel reads of a deal. */
export type PipelineDealFacts = {
  id: number;
  stage: DealStage;
  /** For a dead deal, the stage it was lost at. */
  lostAtStage: DealStage | null;
  lostReason: DealLostReason | null;
  /** Square feet needed: the deal's RSF. */
  squareFeet: number;
  /** When it was created (an instant, ISO 8601). */
  createdAt: string;
};

/** A deal's history as the funnel reads it: its creation ('created', to its first stage) and stage changes. */
export type PipelineEventFacts = {
  id: number;
  dealId: number;
  kind: 'created' | 'stage';
  fromValue: string | null;
  toValue: string | null;
  /** When it happened (an instant, ISO 8601). */
  at: string;
};

export type DeadReason = DealLostReason | 'not_recorded';

export const notRecordedLabel = 'Not recorded';

export const deadReasonLabel = (reason: DeadReason) =>
  reason === 'not_recorded' ? notRecordedLabel : dealLostReasonLabels[reason];

/** A stage's place in the funnel (0 for Inquiry); undefined for dead, idle or anything else. */
export function funnelStep(stage: string | null): number | undefined {
  const step = (funnelStages as readonly string[]).indexOf(stage ?? '');
  return step === -1 ? undefined : step;
}

/**
 * The furthest funnel step a deal reached: the latest among its current stage, the stage it was lost
 * at and every stage its history shows it in (the stage it was created at, and both sides of each
 * change); Inquiry when none of them is a funnel stage (an idle or dead deal without history).
 */
export function furthestStep(deal: PipelineDealFacts, events: readonly PipelineEventFacts[]): number {
  const stages: (string | null)[] = [deal.stage, deal.lostAtStage];
  for (const event of events) stages.push(event.toValue, event.kind === 'stage' ? event.fromValue : null);
  return Math.max(0, ...stages.map((stage) => funnelStep(stage) ?? 0));
}

/** A completed stay in a stage: entered, then left by a stage change; its length in whole seconds. */
export type StageStay = { stage: string | null; seconds: number };

/** History order: by time, then as recorded. */
const byTime = (a: PipelineEventFacts, b: PipelineEventFacts) =>
  Date.parse(a.at) - Date.parse(b.at) || a.id - b.id;

/**
 * A deal's completed stays: each stage change ends a stay in the stage it moved from, begun at the
 * previous change (or, for the first, at the deal's creation). A stay lasts the whole seconds between
 * the two, never negative: elapsed time, the same in every time zone.
 */
export function completedStays(deal: PipelineDealFacts, events: readonly PipelineEventFacts[]): StageStay[] {
  const changes = events.filter((event) => event.kind === 'stage').sort(byTime);
  return changes.map((change, index) => ({
    stage: change.fromValue,
    seconds: Math.max(
      0,
      Math.floor((Date.parse(change.at) - Date.parse(changes[index - 1]?.at ?? deal.createdAt)) / 1000),
    ),
  }));
}

/**
 * A stay's length in tenths of a day, to the nearest: the unit the medians are taken in (the median
 * of a stage is the middle stay, or the mean of the middle two, in days).
 */
export function stayTenths(seconds: number): number {
  return Math.round(seconds / 8640);
}

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The median of values given as a histogram (value → how many times it occurs): what median() gives
 * over the values written out.
 */
export function histogramMedian(counts: ReadonlyMap<number, number>): number | null {
  const entries = [...counts.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  // The values at 1-based positions ⌊(n+1)/2⌋ and ⌊n/2⌋+1: the same one for an odd count.
  const at = (position: number) => {
    let seen = 0;
    for (const [value, count] of entries) {
      seen += count;
      if (seen >= position) return value;
    }
    return entries.at(-1)?.[0] ?? 0;
  };
  return (at(Math.floor((total + 1) / 2)) + at(Math.floor(total / 2) + 1)) / 2;
}

const deadReasonOrder: DeadReason[] = [...dealLostReasons, 'not_recorded'];

export type DeadReasonFigures = PipelineAnalytics['deadReasons'][number];

/** Dead reasons as listed: most deals first, then most RSF, then in the reasons' order. */
export function sortDeadReasons(reasons: readonly DeadReasonFigures[]): DeadReasonFigures[] {
  return [...reasons].sort(
    (a, b) =>
      b.deals - a.deals ||
      b.rsf - a.rsf ||
      deadReasonOrder.indexOf(a.reason) - deadReasonOrder.indexOf(b.reason),
  );
}

type Tally = { deals: number; rsf: number };

/**
 * The funnel's stages from the deals and RSF whose furthest step is each step (index 0 for Inquiry):
 * a stage counts every deal that got that far or further, converts from the stage before, and takes
 * its median days from `medianDays`.
 */
export function funnelFigures(
  byFurthestStep: readonly Tally[],
  medianDays: (stage: DealStage) => number | null,
): PipelineAnalytics['stages'] {
  const reached = funnelStages.map((_, step) =>
    byFurthestStep
      .slice(step)
      .reduce<Tally>((sum, tally) => ({ deals: sum.deals + tally.deals, rsf: sum.rsf + tally.rsf }), {
        deals: 0,
        rsf: 0,
      }),
  );
  return funnelStages.map((stage, step) => {
    const { deals, rsf } = reached[step] as Tally;
    const before = step === 0 ? undefined : reached[step - 1];
    return {
      stage,
      label: dealStageLabels[stage],
      deals,
      rsf,
      conversion: before === undefined || before.deals === 0 ? null : deals / before.deals,
      medianDays: medianDays(stage),
    };
  });
}

/**
 * The funnel over the deals created from `from` to `to` (calendar days in `zone`, inclusive), from
 * every deal of the scope and its history:
 * - a deal reaches a stage when its furthest step (furthestStep) is that stage or later;
 * - conversion: deals reaching the stage ÷ deals reaching the one before (null for the first stage,
 *   or when none reached the one before);
 * - median days in a stage over the completed stays in it (completedStays), each to a tenth of a
 *   day; null without any;
 * - dead reasons: the dead deals by recorded reason ('not_recorded' when none), most deals first (then
 *   most RSF, then the reasons' order).
 * RSF is the deals' square feet needed.
 */
export function pipelineAnalytics(
  period: { from: string; to: string; zone: string },
  deals: readonly PipelineDealFacts[],
  events: readonly PipelineEventFacts[],
): PipelineAnalytics {
  const { from, to, zone } = period;
  const inPeriod = deals.filter((deal) => {
    const day = todayIn(zone, new Date(deal.createdAt));
    return from <= day && day <= to;
  });
  const eventsByDeal = new Map<number, PipelineEventFacts[]>();
  for (const event of events)
    eventsByDeal.set(event.dealId, [...(eventsByDeal.get(event.dealId) ?? []), event]);

  const byFurthestStep = funnelStages.map(() => ({ deals: 0, rsf: 0 }));
  const stays = new Map<string, number[]>();
  const dead = new Map<DeadReason, Tally>();
  for (const deal of inPeriod) {
    const history = eventsByDeal.get(deal.id) ?? [];
    const furthest = byFurthestStep[furthestStep(deal, history)] as Tally;
    furthest.deals += 1;
    furthest.rsf += deal.squareFeet;
    for (const stay of completedStays(deal, history)) {
      if (stay.stage === null) continue;
      stays.set(stay.stage, [...(stays.get(stay.stage) ?? []), stayTenths(stay.seconds)]);
    }
    if (deal.stage === 'dead') {
      const reason = deal.lostReason ?? 'not_recorded';
      const tally = dead.get(reason) ?? { deals: 0, rsf: 0 };
      tally.deals += 1;
      tally.rsf += deal.squareFeet;
      dead.set(reason, tally);
    }
  }

  return {
    from,
    to,
    deals: inPeriod.length,
    stages: funnelFigures(byFurthestStep, (stage) => {
      const middle = median(stays.get(stage) ?? []);
      return middle === null ? null : middle / 10;
    }),
    deadReasons: sortDeadReasons(
      [...dead.entries()].map(([reason, tally]) => ({ reason, label: deadReasonLabel(reason), ...tally })),
    ),
  };
}
