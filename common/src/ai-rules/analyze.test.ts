import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar-days';
import { machineWordsIn } from '../machine-words';
import { analyzePortfolio } from './index';
import {
  comp,
  deal,
  fixtureToday,
  lease,
  option,
  portfolio,
  property,
  space,
  survey,
  tenant,
} from './portfolio-fixture';

/** One of each kind of opportunity in two buildings. */
const mixed = () =>
  portfolio({
    properties: [property(1), property(2, { assetClass: 'medical', market: 'Dallas' })],
    spaces: [space(10, 1), space(11, 1), space(12, 1, { rentableSf: 3000 }), space(13, 2)],
    tenants: [tenant(5), tenant(6, { headcount: 40 }), tenant(7)],
    leases: [
      lease(1, 5, 10, { endDate: addDays(fixtureToday, 60) }),
      lease(2, 6, 11, { endDate: addDays(fixtureToday, 300) }),
      lease(3, 7, 13),
    ],
    deals: [deal(1, 1, { tenantId: 7, squareFeetNeeded: 3000 })],
    surveys: [survey(7, { satisfactionScore: 3, renewalLikelihood: 20 })],
    options: [option(1, 3, 2, { noticeEnd: addDays(fixtureToday, 10) })],
    comps: [comp(1, 40)],
  });

describe('analyzePortfolio', () => {
  it('runs every rule with unique fingerprints', () => {
    const found = analyzePortfolio(mixed());
    expect(new Set(found.map((item) => item.type))).toEqual(
      new Set(['tenant-match', 'renewal', 'expansion', 'risk', 'market']),
    );
    const fingerprints = found.map((item) => item.fingerprint);
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  it('gives the same answer for the same portfolio (idempotent input to the upsert)', () => {
    expect(analyzePortfolio(mixed())).toEqual(analyzePortfolio(mixed()));
  });

  it('keeps every score within 0–100, weights summing to 1, and actions as paths', () => {
    for (const item of analyzePortfolio(mixed())) {
      expect(item.confidenceScore).toBeGreaterThanOrEqual(0);
      expect(item.confidenceScore).toBeLessThanOrEqual(100);
      expect(item.confidenceFactors.reduce((sum, f) => sum + f.weight, 0)).toBeCloseTo(1, 9);
      expect(item.primaryAction.path.startsWith('/')).toBe(true);
    }
  });

  it('writes its texts for people: no ISO date, no "s\'s", counts agreeing with nouns, right articles', () => {
    const snapshot = mixed();
    snapshot.tenants = snapshot.tenants.map((item, i) => ({
      ...item,
      name: ['Weiss & Associates', 'Hopkins Analytics', 'Cobalt Software'][i] ?? item.name,
    }));
    const found = analyzePortfolio(snapshot);
    const texts = found.flatMap((item) => [
      item.title,
      item.description,
      ...item.confidenceFactors.map((factor) => factor.explanation ?? ''),
    ]);
    expect(texts.join(' ')).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(texts.filter((text) => /\b\d{4}-\d{2}-\d{2}\b/.test(text))).toEqual([]);
    expect(texts.flatMap(machineWordsIn)).toEqual([]);
  });
});
