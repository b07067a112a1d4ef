import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { funnelStages } from './analytics';
import {
  completedStays,
  furthestStep,
  histogramMedian,
  median,
  type PipelineDealFacts,
  type PipelineEventFacts,
  pipelineAnalytics,
  stayTenths,
} from './pipeline-analytics';

const zone = 'America/Chicago';
const period = { from: '2026-01-01', to: '2026-12-31', zone };
let nextId = 1;

function deal(change: Partial<PipelineDealFacts> = {}): PipelineDealFacts {
  return {
    id: nextId++,
    stage: 'inquiry',
    lostAtStage: null,
    lostReason: null,
    squareFeet: 1000,
    createdAt: '2026-03-01T15:00:00Z',
    ...change,
  };
}

/** Stage changes of `of`, in order, at the given instants: [from, to, at]. */
function moves(of: PipelineDealFacts, ...changes: [string, string, string][]): PipelineEventFacts[] {
  return changes.map(([fromValue, toValue, at]) => ({
    id: nextId++,
    dealId: of.id,
    kind: 'stage',
    fromValue,
    toValue,
    at,
  }));
}

const stageOf = (result: ReturnType<typeof pipelineAnalytics>, stage: string) =>
  result.stages.find((entry) => entry.stage === stage);

describe('furthestStep', () => {
  it('takes the latest stage among the current one, the lost-at stage and the history', () => {
    const dead = deal({ stage: 'dead', lostAtStage: 'loi' });
    expect(funnelStages[furthestStep(dead, [])]).toBe('loi');
    const reopened = deal({ stage: 'touring' });
    const history = moves(
      reopened,
      ['inquiry', 'legal', '2026-03-02T10:00:00Z'],
      ['legal', 'touring', '2026-03-03T10:00:00Z'],
    );
    expect(funnelStages[furthestStep(reopened, history)]).toBe('legal');
  });

  it('puts an idle or dead deal without any funnel stage at Inquiry', () => {
    expect(furthestStep(deal({ stage: 'idle' }), [])).toBe(0);
    expect(furthestStep(deal({ stage: 'dead' }), [])).toBe(0);
  });

  it('reads the stage a deal was created at', () => {
    const created = deal({ stage: 'idle' });
    const history: PipelineEventFacts[] = [
      {
        id: 1,
        dealId: created.id,
        kind: 'created',
        fromValue: null,
        toValue: 'proposal',
        at: created.createdAt,
      },
    ];
    expect(funnelStages[furthestStep(created, history)]).toBe('proposal');
  });
});

describe('completedStays', () => {
  it('runs from the creation or the change into a stage to the change out of it, in whole seconds', () => {
    const moved = deal({ createdAt: '2026-03-01T15:00:00Z' });
    const history = moves(
      moved,
      ['touring', 'proposal', '2026-03-11T12:00:00.900Z'],
      ['inquiry', 'touring', '2026-03-03T02:00:00Z'],
    );
    expect(completedStays(moved, history)).toEqual([
      { stage: 'inquiry', seconds: 35 * 3600 },
      { stage: 'touring', seconds: 8 * 86_400 + 10 * 3600 },
    ]);
  });

  it('orders changes at one instant as recorded and never counts negative time', () => {
    const moved = deal({ createdAt: '2026-03-10T15:00:00Z' });
    const history = moves(
      moved,
      ['inquiry', 'touring', '2026-03-01T15:00:00Z'],
      ['touring', 'loi', '2026-03-01T15:00:00Z'],
    );
    expect(completedStays(moved, history)).toEqual([
      { stage: 'inquiry', seconds: 0 },
      { stage: 'touring', seconds: 0 },
    ]);
  });
});

describe('stayTenths', () => {
  it('measures a stay in tenths of a day, to the nearest', () => {
    expect(stayTenths(0)).toBe(0);
    expect(stayTenths(35 * 3600)).toBe(15);
    expect(stayTenths(86_400 * 10 + 3600)).toBe(100);
    expect(stayTenths(86_400 * 10 + 3 * 3600)).toBe(101);
    expect(stayTenths(4320)).toBe(1);
  });
});

describe('histogramMedian', () => {
  it('says what median() says over the values written out', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 }), (values) => {
        const counts = new Map<number, number>();
        for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
        expect(histogramMedian(counts)).toBe(median(values));
      }),
    );
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([7, 1, 4])).toBe(4);
    expect(median([10, 1, 4, 2])).toBe(3);
  });
});

describe('pipelineAnalytics', () => {
  it('counts the deals reaching each stage with their RSF and the conversion from the stage before', () => {
    const deals = [
      deal({ stage: 'inquiry', squareFeet: 1000 }),
      deal({ stage: 'touring', squareFeet: 2000 }),
      deal({ stage: 'loi', squareFeet: 3000 }),
      deal({ stage: 'dead', lostAtStage: 'touring', lostReason: 'price', squareFeet: 4000 }),
    ];
    const result = pipelineAnalytics(period, deals, []);
    expect(result.deals).toBe(4);
    expect(result.stages.map((entry) => entry.stage)).toEqual([...funnelStages]);
    expect(result.stages.map((entry) => entry.deals)).toEqual([4, 3, 1, 1, 0, 0, 0]);
    expect(result.stages.map((entry) => entry.rsf)).toEqual([10_000, 9000, 3000, 3000, 0, 0, 0]);
    expect(result.stages.map((entry) => entry.conversion)).toEqual([null, 3 / 4, 1 / 3, 1, 0, null, null]);
    expect(stageOf(result, 'loi')?.label).toBe('LOI');
  });

  it('keeps only the deals created in the period, by the calendar day in the zone', () => {
    const deals = [
      // 31 Dec 2025 at 7 pm in Chicago, already 1 Jan in UTC.
      deal({ createdAt: '2026-01-01T01:00:00Z' }),
      deal({ createdAt: '2026-01-01T06:00:00Z' }),
      // 31 Dec 2026 at 11 pm in Chicago.
      deal({ createdAt: '2027-01-01T05:00:00Z' }),
      deal({ createdAt: '2027-01-01T06:00:00Z' }),
    ];
    expect(pipelineAnalytics(period, deals, []).deals).toBe(2);
    expect(pipelineAnalytics({ ...period, zone: 'UTC' }, deals, []).deals).toBe(2);
    expect(pipelineAnalytics({ ...period, zone: 'UTC' }, deals, []).stages[0]?.rsf).toBe(2000);
  });

  it('takes the median days of the completed stays in each stage of the period’s deals', () => {
    const a = deal({ stage: 'proposal', createdAt: '2026-03-01T15:00:00Z' });
    const b = deal({ stage: 'touring', createdAt: '2026-03-01T15:00:00Z' });
    const c = deal({ stage: 'touring', createdAt: '2026-03-01T15:00:00Z' });
    const outside = deal({ stage: 'touring', createdAt: '2025-03-01T15:00:00Z' });
    const events = [
      ...moves(
        a,
        ['inquiry', 'touring', '2026-03-05T15:00:00Z'],
        ['touring', 'proposal', '2026-03-15T15:00:00Z'],
      ),
      ...moves(b, ['inquiry', 'touring', '2026-03-02T15:00:00Z']),
      ...moves(c, ['inquiry', 'touring', '2026-03-11T15:00:00Z']),
      ...moves(outside, ['inquiry', 'touring', '2025-09-01T15:00:00Z']),
    ];
    const result = pipelineAnalytics(period, [a, b, c, outside], events);
    // Inquiry: 4, 1 and 10 days; touring: 10 days (a's only completed stay there).
    expect(stageOf(result, 'inquiry')?.medianDays).toBe(4);
    expect(stageOf(result, 'touring')?.medianDays).toBe(10);
    expect(stageOf(result, 'proposal')?.medianDays).toBeNull();
  });

  it('leaves stays in dead or idle out of the stages and counts a revived deal’s stays', () => {
    const revived = deal({ stage: 'touring', createdAt: '2026-03-01T15:00:00Z' });
    const events = moves(
      revived,
      ['inquiry', 'dead', '2026-03-03T15:00:00Z'],
      ['dead', 'idle', '2026-03-13T15:00:00Z'],
      ['idle', 'touring', '2026-03-20T15:00:00Z'],
    );
    const result = pipelineAnalytics(period, [revived], events);
    expect(stageOf(result, 'inquiry')?.medianDays).toBe(2);
    expect(result.stages.filter((entry) => entry.medianDays !== null)).toHaveLength(1);
    expect(result.stages.map((entry) => entry.deals)).toEqual([1, 1, 0, 0, 0, 0, 0]);
  });

  it('groups dead deals by reason, not recorded apart, most deals first then most RSF', () => {
    const deals = [
      deal({ stage: 'dead', lostReason: 'timing', squareFeet: 500 }),
      deal({ stage: 'dead', lostReason: 'price', squareFeet: 1000 }),
      deal({ stage: 'dead', lostReason: 'price', squareFeet: 2000 }),
      deal({ stage: 'dead', lostReason: null, squareFeet: 900 }),
      deal({ stage: 'touring', lostReason: null }),
    ];
    expect(pipelineAnalytics(period, deals, []).deadReasons).toEqual([
      { reason: 'price', label: 'Price', deals: 2, rsf: 3000 },
      { reason: 'not_recorded', label: 'Not recorded', deals: 1, rsf: 900 },
      { reason: 'timing', label: 'Timing', deals: 1, rsf: 500 },
    ]);
  });

  it('gives every stage with no deals and no conversion when nothing is in the period', () => {
    const result = pipelineAnalytics(period, [], []);
    expect(result).toEqual({
      from: period.from,
      to: period.to,
      deals: 0,
      deadReasons: [],
      stages: funnelStages.map((stage) =>
        expect.objectContaining({ stage, deals: 0, rsf: 0, conversion: null }),
      ),
    });
  });
});
