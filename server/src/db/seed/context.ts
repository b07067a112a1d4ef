import type { Transaction } from '../database';
import type { SeedCalendar } from './dates';
import type { Random } from './random';

/** `now` is the seed's `today`: bookkeeping timestamps (created_at, updated_at) use it, never the wall clock. */
export type SeedContext = { tx: Transaction; cal: SeedCalendar; random: Random; now: Date };

export type PropertyKey = 'AMC' | 'DT' | 'PK' | 'BM' | 'CX';

/** '<property key> <suite>', e.g. 'DT 700'. */
export type SpaceKey = `${PropertyKey} ${string}`;

export type SeededSpace = {
  id: number;
  propertyId: number;
  rentableSf: number;
  askingRentPsf: number | null;
};

export type SeededLease = {
  id: number;
  tenantId: number;
  spaceId: number;
  propertyId: number;
  startDate: string;
  endDate: string;
  baseRentPsf: number;
  leaseType: string;
};

export type SeededPortfolio = {
  userIds: Map<string, number>;
  propertyIds: Map<PropertyKey, number>;
  spaces: Map<SpaceKey, SeededSpace>;
  tenantIds: Map<string, number>;
  /** The active lease of each occupied space. */
  activeLeases: Map<SpaceKey, SeededLease>;
};

export function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown key ${String(key)}`);
  return value;
}
