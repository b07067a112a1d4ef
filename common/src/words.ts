/*
 * Words for the texts the app writes for people from data (US English): a count with a noun that
 * agrees with it, a name's possessive, "a" or "an", and a calendar day as the screens show it in
 * sentences. Pure functions, no locale or time zone of the machine involved.
 */

/** A count as people read it: whole part grouped by thousands (1,200), a fraction kept as given (1.5). */
export function formatCount(count: number): string {
  const [whole = '', fraction] = String(count).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * The regular English plural: "property" → "properties" (a consonant before the y), "box" →
 * "boxes" (after s, x, z, ch, sh), anything else takes an s ("deal" → "deals", "day" → "days").
 */
export function regularPlural(singular: string): string {
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/** The noun alone, agreeing with the count: only exactly one takes the singular (0 deals, 1.5 years). */
export function pluralWord(count: number, singular: string, pluralForm = regularPlural(singular)): string {
  return count === 1 ? singular : pluralForm;
}

/** The count and its noun: "1 deal", "3 deals", "1,200 suites"; an irregular plural is passed along. */
export function plural(count: number, singular: string, pluralForm?: string): string {
  return `${formatCount(count)} ${pluralWord(count, singular, pluralForm)}`;
}

/** Days counted from today as words: "today", "in 1 day", "in 30 days", "3 days ago". */
export function daysFromToday(days: number): string {
  if (days === 0) return 'today';
  return days > 0 ? `in ${plural(days, 'day')}` : `${plural(-days, 'day')} ago`;
}

/** A name's possessive: "Sterling Mutual's"; a name ending in s takes the apostrophe alone ("Weiss & Associates'"). */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** "an" before a word starting with a vowel letter, else "a" (a medical building, an office building). */
export function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The words with their article: "an office building", "a retail building". */
export function withArticle(words: string): string {
  return `${article(words)} ${words}`;
}

/** The text with its first letter in capitals, to open a sentence ("An office building"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a day that cannot be read shows: the dash of any missing figure. */
export const unreadableDay = '—';

const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The screens' date in sentences, "Dec 7, 2026", from a year, a month (1–12) and a day of the month. */
export function formatMediumParts(year: number, month: number, day: number): string {
  return `${monthAbbreviations[month - 1]} ${day}, ${year}`;
}

/**
 * A calendar day 'yyyy-mm-dd' as the screens show it in sentences: "Dec 7, 2026". The text is read
 * as that day itself, never as a moment in some time zone, so it cannot shift by one. A day that does
 * not exist ('2026-02-30') or text of another shape shows the dash.
 */
export function formatMediumDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return unreadableDay;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const asUtc = new Date(Date.UTC(year, month - 1, date));
  const exists =
    asUtc.getUTCFullYear() === year && asUtc.getUTCMonth() === month - 1 && asUtc.getUTCDate() === date;
  return exists ? formatMediumParts(year, month, date) : unreadableDay;
}
