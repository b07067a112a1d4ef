import { describe, expect, it } from 'vitest';
import { machineWordsIn } from './machine-words';
import {
  article,
  daysFromToday,
  formatCount,
  formatMediumDay,
  formatMediumParts,
  plural,
  pluralWord,
  possessive,
  regularPlural,
  upperFirst,
  withArticle,
} from './words';

describe('plural', () => {
  it('takes the singular for exactly one and the plural for 0, 2 and more', () => {
    expect(plural(0, 'deal')).toBe('0 deals');
    expect(plural(1, 'deal')).toBe('1 deal');
    expect(plural(2, 'deal')).toBe('2 deals');
    expect(plural(1200, 'suite')).toBe('1,200 suites');
  });

  it('groups thousands and keeps a fraction as given (only exactly one is singular)', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1200)).toBe('-1,200');
    expect(plural(1.5, 'year')).toBe('1.5 years');
    expect(plural(0.5, 'month')).toBe('0.5 months');
    expect(plural(12_000.25, 'day')).toBe('12,000.25 days');
  });

  it('forms regular plurals, keeps capitals, and takes an irregular plural when given', () => {
    expect(regularPlural('property')).toBe('properties');
    expect(regularPlural('Opportunity')).toBe('Opportunities');
    expect(regularPlural('day')).toBe('days');
    expect(regularPlural('survey')).toBe('surveys');
    expect(regularPlural('match')).toBe('matches');
    expect(regularPlural('class')).toBe('classes');
    expect(plural(1, 'Deal')).toBe('1 Deal');
    expect(plural(3, 'Deal')).toBe('3 Deals');
    expect(plural(2, 'person', 'people')).toBe('2 people');
    expect(pluralWord(1, 'lease expires', 'leases expire')).toBe('lease expires');
    expect(pluralWord(4, 'lease expires', 'leases expire')).toBe('leases expire');
  });
});

describe('daysFromToday', () => {
  it('says today, in so many days, or so many days ago', () => {
    expect(daysFromToday(0)).toBe('today');
    expect(daysFromToday(1)).toBe('in 1 day');
    expect(daysFromToday(30)).toBe('in 30 days');
    expect(daysFromToday(-1)).toBe('1 day ago');
    expect(daysFromToday(-1200)).toBe('1,200 days ago');
  });
});

describe('possessive', () => {
  it("adds 's to a name, and only an apostrophe to a name ending in s", () => {
    expect(possessive('Cobalt Software')).toBe("Cobalt Software's");
    expect(possessive('Sterling Mutual')).toBe("Sterling Mutual's");
    expect(possessive('Weiss & Associates')).toBe("Weiss & Associates'");
    expect(possessive('James')).toBe("James'");
    expect(possessive('ACME SYSTEMS')).toBe("ACME SYSTEMS'");
  });
});

describe('article', () => {
  it("puts 'an' before a vowel letter and 'a' before a consonant, whatever the case", () => {
    expect(withArticle('office building')).toBe('an office building');
    expect(withArticle('Expansion option')).toBe('an Expansion option');
    expect(withArticle('medical building')).toBe('a medical building');
    expect(withArticle('retail building')).toBe('a retail building');
    expect(article('urgent')).toBe('an');
    expect(article('Termination')).toBe('a');
    expect(upperFirst(withArticle('office building'))).toBe('An office building');
  });
});

describe('formatMediumDay', () => {
  it("shows a calendar day as 'MMM d, yyyy'", () => {
    expect(formatMediumDay('2026-12-07')).toBe('Dec 7, 2026');
    expect(formatMediumDay('2026-10-21')).toBe('Oct 21, 2026');
    expect(formatMediumParts(2027, 3, 31)).toBe('Mar 31, 2027');
  });

  it('keeps the day on month and year edges (no time-zone shift)', () => {
    expect(formatMediumDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatMediumDay('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatMediumDay('2026-02-28')).toBe('Feb 28, 2026');
    expect(formatMediumDay('2028-02-29')).toBe('Feb 29, 2028');
    expect(formatMediumDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatMediumDay('2026-04-30')).toBe('Apr 30, 2026');
  });

  it('shows the dash for a day that does not exist or text of another shape', () => {
    for (const unreadable of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '',
      'soon',
    ]) {
      expect(formatMediumDay(unreadable), unreadable).toBe('—');
    }
  });
});

describe('machineWordsIn', () => {
  it('finds ISO dates, "s\'s", counts that disagree with their noun and wrong articles', () => {
    expect(
      machineWordsIn(
        "Weiss & Associates's lease ends 2027-03-31: 1 Deals, 3 lease and Technology in a office building. An medical suite.",
      ),
    ).toEqual([
      'ISO date: 2027-03-31',
      "possessive s's: Associates's",
      'one with a plural: 1 Deals',
      'many with a singular: 3 lease',
      "'a' before a vowel: a office",
      "'an' before a consonant: An medical",
    ]);
  });

  it('passes the same facts in words, and numbers that are names', () => {
    expect(
      machineWordsIn(
        "Weiss & Associates' lease ends Mar 31, 2027: 1 deal, 3 leases, 1,200 suites and Technology in an office " +
          'building. A medical suite. Suite A at Building 1 ends in 1 day; 1 is past its end date.',
      ),
    ).toEqual([]);
  });
});
