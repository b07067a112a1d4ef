import { regularPlural } from './words';

/*
 * The machine forms a text written for people must not show, found by pattern: the tests check the
 * generated texts (AI opportunities, the briefing) with it.
 */

/** Nouns the texts count: one takes the singular, any other count the plural. */
const countedNouns = [
  'comp',
  'day',
  'deal',
  'employee',
  'lease',
  'match',
  'month',
  'opportunity',
  'option',
  'property',
  'signal',
  'suite',
  'survey',
  'tenant',
  'week',
  'window',
  'year',
];
const singulars = countedNouns.join('|');
const plurals = countedNouns.map(regularPlural).join('|');

const matchesOf = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[0]);

const checks: { name: string; pattern: RegExp }[] = [
  // A stored day printed as is: 2026-12-07.
  { name: 'ISO date', pattern: /\b\d{4}-\d{2}-\d{2}\b/g },
  // A name ending in s takes the apostrophe alone: "Associates'", not "Associates's".
  { name: "possessive s's", pattern: /\b\w*s['’]s\b/gi },
  // One thing with a plural noun: "1 Deals", "1 days".
  { name: 'one with a plural', pattern: new RegExp(`(?<![\\d.,])\\b1 (${plurals})\\b`, 'gi') },
  // Any other count with a singular noun: "3 deal", "0 day", "1.5 year".
  {
    name: 'many with a singular',
    pattern: new RegExp(`(?<![\\d.,])\\b(?!1 )\\d[\\d,.]* (${singulars})\\b`, 'gi'),
  },
  // "a" before a vowel letter: "a office", or "A office" opening a sentence (a suite named "A" is no article).
  { name: "'a' before a vowel", pattern: /(?:^|[.!?] )A [aeiou]\w*|\ba [aeiou]\w*/g },
  // "an" before a consonant letter: "an medical".
  { name: "'an' before a consonant", pattern: /\ban [b-df-hj-np-tv-z]\w*/gi },
];

/** The machine forms found in a text, each as "what: the words" ("ISO date: 2026-12-07"); none is []. */
export function machineWordsIn(text: string): string[] {
  return checks.flatMap(({ name, pattern }) =>
    matchesOf(text, pattern).map((found) => `${name}: ${found.trim()}`),
  );
}
