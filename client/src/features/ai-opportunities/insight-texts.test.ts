import { describe, expect, it } from 'vitest';
import { marketInsightLines, portfolioInsightLines, renewalInsightLines } from './insight-texts';
import { insights } from './test-fixtures';

const text = (lines: { figure: string; text: string }[]) => lines.map((l) => `${l.figure} ${l.text}`);

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

  it('shows the market movement with one decimal, and No comps yet without comps', () => {
    expect(text(marketInsightLines(insights))).toEqual([
      'Market rents up 2.3% YoY',
      'Office rents down 1.5% YoY',
      'Retail vacancy down 1.8 pts to 12.5%',
      'Medical space demand increased 25% YoY',
    ]);
    const none = marketInsightLines({
      ...insights,
      marketRentChangePct: null,
      officeRentChangePct: null,
      retailVacancyPct: null,
      retailVacancyChangePts: null,
      medicalDemandChangePct: null,
    });
    expect(text(none)).toEqual([
      'Market rents No comps yet',
      'Office rents No comps yet',
      'Retail vacancy No retail space',
      'Medical space demand No earlier deals to compare',
    ]);
  });
});
