import { usStateNames } from './us-states';

/*
 * Street addresses as people type them: "200 West Madison Street, Chicago, IL 60606", "200 w. madison
 * st" and "200 W Madison St" are the same building. Pure functions, no database involved.
 */

/** Street words and directions, long and short, each read as its USPS abbreviation. */
const streetWords: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  terrace: 'ter',
  circle: 'cir',
  plaza: 'plz',
  suite: 'ste',
  floor: 'fl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

const stateCodes: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(usStateNames).map(([code, name]) => [name.toLowerCase(), code.toLowerCase()]),
);

/**
 * An address in one canonical form: lower case; punctuation (commas, periods, '#') read as spaces,
 * apostrophes dropped; one space between words; street words and directions abbreviated ("Street" →
 * "st", "West" → "w"); a state's name read as its code ("Illinois" → "il").
 */
export function normalizeAddress(text: string): string {
  let words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [name, code] of Object.entries(stateCodes)) {
    if (name.includes(' ')) words = words.replace(new RegExp(`\\b${name}\\b`, 'g'), code);
  }
  return words
    .split(' ')
    .filter(Boolean)
    .map((word) => streetWords[word] ?? stateCodes[word] ?? word)
    .join(' ');
}

/** What an address is matched against: the building's street address and where it is. */
export type AddressRecord = {
  address: string;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
};

const words = (text: string | null | undefined) => (text ? normalizeAddress(text).split(' ') : []);

/** `part` appears in `whole` in the same order (not necessarily next to each other). */
function inOrder(part: string[], whole: string[]): boolean {
  let at = 0;
  for (const word of whole) if (word === part[at]) at += 1;
  return at === part.length;
}

/**
 * The text names exactly this building: its street address, optionally followed by its city, state
 * and ZIP (each optional, in that order; a ZIP+4 matches its five digits): "200 W Madison St",
 * "200 West Madison Street, Chicago", "200 West Madison Street, Chicago, IL 60606".
 */
export function isSameAddress(text: string, record: AddressRecord): boolean {
  const query = normalizeAddress(text).split(' ').filter(Boolean);
  const street = words(record.address);
  if (query.length === 0 || street.length === 0 || query.length < street.length) return false;
  if (street.some((word, index) => query[index] !== word)) return false;
  const zip = record.zipCode?.trim().slice(0, 5);
  const rest = query.slice(street.length).filter((word, index, all) => {
    // A ZIP+4's four digits follow its five once punctuation is gone.
    const previous = all[index - 1];
    return !(/^\d{4}$/.test(word) && previous !== undefined && previous === zip);
  });
  return inOrder(rest, [...words(record.city), ...words(record.state), ...(zip ? [zip] : [])]);
}

/** The text appears in the address (both read canonically), as a whole word run: "madison st" finds it. */
export function addressContains(text: string, record: AddressRecord): boolean {
  const query = normalizeAddress(text);
  if (!query) return false;
  const full = normalizeAddress(
    [record.address, record.city, record.state, record.zipCode].filter(Boolean).join(' '),
  );
  return ` ${full} `.includes(` ${query} `);
}

/** A building as an address search sees it: its name too ("Downtown Tower"). */
export type NamedAddressRecord = AddressRecord & { name: string };

/**
 * How well the text finds the building, best first: 0 it names it exactly (its address as above, or
 * its name), 1 it is a run of whole words of its address or name, 2 it is part of one ("madis");
 * null when it does not find it. '12 Elm St' finds 12 Elm St (0) before 112 Elm St (2).
 */
export function addressMatchRank(text: string, record: NamedAddressRecord): 0 | 1 | 2 | null {
  const query = normalizeAddress(text);
  if (!query) return null;
  const name = normalizeAddress(record.name);
  if (name === query || isSameAddress(text, record)) return 0;
  if (addressContains(text, record) || ` ${name} `.includes(` ${query} `)) return 1;
  const full = normalizeAddress(
    [record.address, record.city, record.state, record.zipCode].filter(Boolean).join(' '),
  );
  return full.includes(query) || name.includes(query) ? 2 : null;
}
