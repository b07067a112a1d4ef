import { describe, expect, it } from 'vitest';
import {
  type InsightLine,
  marketInsightLines,
  portfolioInsightLines,
  renewalInsightLines,
} from './insight-texts';
import { insights } from './test-fixtures';

const text = (lines: InsightLine[]) => lines.map((l) => (l.text ? `${l.figure} ${l.text}` : l.figure));

describe('insight card texts', () => {
  it('counts the portfolio with singular and plural words', () => {
    expect(text(portfolioInsightLines(insights))).toEqual([
      '6 properties analyzed',
      '14 active leases monitored',
      '1 tenant with expansion potential',
    ]);
  });

  it('shows the renewal figures with the value like $1.2M', () => {
    expect(text(renewalInsightLines(insights))).toEqual([
      '4 leases expiring soon',
      '72% renewal probability overall',
      '$1.2M potential renewal value',
    ]);
    expect(text(renewalInsightLines({ ...insights, renewalProbabilityPct: null }))[1]).toBe(
      'No surveys yet for a renewal probability',
    );
  });

  it('says what each market figure measures and over which period', () => {
    const lines = marketInsightLines({ ...insights, marketRentChangePct: 15.3, officeRentChangePct: 3 });
    expect(text(lines)).toEqual([
      'Rents up 15.3% across all property types',
      'Office rents up 3.0%',
      'Retail vacancy down 1.8 pts to 12.5%',
      'Medical space demand up 25.0%',
    ]);
    expect(lines.map((line) => line.basis)).toEqual([
      'Average starting rent of lease comps, trailing 12 months vs prior 12 months',
      'Average starting rent of office lease comps, trailing 12 months vs prior 12 months',
      'Vacant share of retail space, today vs 12 months ago',
      'New deals at medical buildings, trailing 12 months vs prior 12 months',
    ]);
  });

  it('says down, unchanged, and what is missing when there is nothing to compare', () => {
    expect(
      text(marketInsightLines({ ...insights, marketRentChangePct: -2.34, officeRentChangePct: 0 })).slice(
        0,
        2,
      ),
    ).toEqual(['Rents down 2.3% across all property types', 'Office rents unchanged']);
    const none = marketInsightLines({
      ...insights,
      marketRentChangePct: null,
      officeRentChangePct: null,
      retailVacancyPct: null,
      retailVacancyChangePts: null,
      medicalDemandChangePct: null,
    });
    expect(text(none)).toEqual([
      'Rents: no comps in both periods',
      'Office rents: no comps in both periods',
      'Retail vacancy: no retail space',
      'Medical space demand: no earlier deals to compare',
    ]);
    expect(none.every((line) => line.basis)).toBe(true);
  });

  it('says what the renewal probability and value are made of', () => {
    const [expiring, probability, value] = renewalInsightLines(insights);
    expect(expiring?.basis).toBe('Active leases ending in the next 180 days');
    expect(probability?.basis).toBe("Average renewal likelihood in those tenants' latest surveys");
    expect(value?.basis).toBe('Current rent × size × original term of those leases');
  });
});
