export type LruCacheOptions = {
  maxEntries: number;
  /** How long an entry is kept; 0 (or less) turns the cache off: nothing is stored. */
  ttlMs: number;
  /** Milliseconds; injectable so tests can age entries without waiting. */
  now?: (() => number) | undefined;
};

export type LruCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Removes the entries whose key matches; answers how many were removed. */
  deleteWhere(matches: (key: string) => boolean): number;
  clear(): number;
  readonly size: number;
};

/**
 * A bounded cache with a time-to-live. A Map keeps insertion order, so re-inserting on every hit
 * keeps the least recently used entry first, and that is the one evicted when full.
 */
export function createLruCache<V>({ maxEntries, ttlMs, now = Date.now }: LruCacheOptions): LruCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    deleteWhere(matches) {
      let removed = 0;
      for (const key of [...entries.keys()]) {
        if (matches(key)) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    clear() {
      const removed = entries.size;
      entries.clear();
      return removed;
    },
    get size() {
      return entries.size;
    },
  };
}
