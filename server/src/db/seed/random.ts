/** A small deterministic PRNG (mulberry32) so every seeded database holds the same portfolio. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max] rounded to `step`. */
  step(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    step: (min, max, step) => Math.round((min + next() * (max - min)) / step) * step,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** Rounds to cents (money and $/RSF rates are numeric(12,2)). */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
