import { categoryColour, otherColour } from '@common/palettes';
import { describe, expect, it } from 'vitest';
import {
  expiryAnswer,
  expiryChartRows,
  expiryStacks,
  otherStackKey,
  stackedBuildings,
} from './expiry-figures';
import { scopePossessive } from './scope-name';
import { expiryFixture, fixtureBuildings } from './test-fixtures';

describe('expiry schedule for the chart', () => {
  const schedule = expiryFixture();

  it('stacks the buildings with the most RSF ending in the window, largest first, then Other', () => {
    const stacks = expiryStacks(schedule, schedule.years);
    expect(fixtureBuildings.length).toBeGreaterThan(stackedBuildings);
    expect(stacks).toHaveLength(stackedBuildings + 1);
    expect(stacks.at(-1)).toMatchObject({ key: otherStackKey, colour: otherColour });
    expect(stacks.slice(0, -1).map((stack) => stack.colour)).toEqual(
      Array.from({ length: stackedBuildings }, (_, index) => categoryColour(index)),
    );
    // Ranked by RSF over the window, from the periods' own byBuilding figures.
    const rsfOf = (name: string) => {
      const id = schedule.buildings.find((building) => building.name === name)?.id;
      return schedule.years
        .flatMap((period) => period.byBuilding)
        .filter((entry) => entry.buildingId === id)
        .reduce((sum, entry) => sum + entry.rsf, 0);
    };
    const ranked = stacks.slice(0, -1).map((stack) => rsfOf(stack.name));
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    const named = new Set(stacks.map((stack) => stack.name));
    const leftOut = schedule.buildings
      .filter((building) => !named.has(building.name))
      .map((b) => rsfOf(b.name));
    expect(Math.max(...leftOut)).toBeLessThanOrEqual(Math.min(...ranked));
  });

  it('has no Other when every building fits the palette', () => {
    const small = expiryFixture('2026-03-15', fixtureBuildings.slice(0, 3));
    expect(expiryStacks(small, small.years).map((stack) => stack.key)).not.toContain(otherStackKey);
  });

  it("splits each period's RSF or rent over the stacks without losing any", () => {
    const stacks = expiryStacks(schedule, schedule.quarters);
    for (const metric of ['rsf', 'annualRent'] as const) {
      const rows = expiryChartRows(schedule.quarters, stacks, metric);
      expect(rows).toHaveLength(schedule.quarters.length);
      rows.forEach((row, index) => {
        const period = schedule.quarters[index];
        const stacked = stacks.reduce((sum, stack) => sum + Number(row[stack.key]), 0);
        expect(stacked).toBeCloseTo(metric === 'rsf' ? (period?.rsf ?? -1) : (period?.annualRent ?? -1), 6);
        expect(row.total).toBe(metric === 'rsf' ? period?.rsf : period?.annualRent);
        expect(row.share).toBe(metric === 'rsf' ? period?.shareOfRsf : period?.shareOfRent);
      });
    }
  });

  it("answers with the share of the scope's RSF or rent ending in the first 3 years or 4 quarters", () => {
    const years = schedule.years.slice(0, 3);
    const rsf = years.reduce((sum, period) => sum + period.rsf, 0);
    const share = Math.round((rsf / schedule.totalRsf) * 100);
    expect(expiryAnswer(schedule, 'years', 'rsf', "the portfolio's")).toBe(
      `${share}% of the portfolio's RSF (${rsf.toLocaleString('en-US')} sf) expires by the end of ${years[2]?.label}.`,
    );
    const quarters = schedule.quarters.slice(0, 4);
    const rent = quarters.reduce((sum, period) => sum + period.annualRent, 0);
    expect(expiryAnswer(schedule, 'quarters', 'annualRent', "Summit Tower's")).toMatch(
      new RegExp(
        `^${Math.round((rent / schedule.totalAnnualRent) * 100)}% of Summit Tower's annual rent \\(\\$[\\d.]+[KM]\\) expires by the end of ${quarters[3]?.label}\\.$`,
      ),
    );
    expect(expiryAnswer({ ...schedule, totalRsf: 0 }, 'years', 'rsf', "the portfolio's")).toBeNull();
  });
});

describe('scope names', () => {
  const none = { building: null, assetManager: null, market: null };
  it('names the portfolio, a building, a market or a selection', () => {
    expect(scopePossessive(none)).toBe("the portfolio's");
    expect(scopePossessive({ ...none, building: 3 }, 'Summit Tower')).toBe("Summit Tower's");
    expect(scopePossessive({ ...none, building: 3 }, 'Riverside Commons')).toBe("Riverside Commons'");
    expect(scopePossessive({ ...none, building: 3 })).toBe("this building's");
    expect(scopePossessive({ ...none, market: 'Boston' })).toBe("the Boston market's");
    expect(scopePossessive({ ...none, assetManager: 2 })).toBe("the selected buildings'");
    expect(scopePossessive({ ...none, assetManager: 2, market: 'Boston' })).toBe("the selected buildings'");
  });
});
