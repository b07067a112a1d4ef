import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

function clockAt(start = 0) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

describe('createLruCache', () => {
  it('evicts the least recently used entry when full', () => {
    const cache = createLruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value without growing', () => {
    const cache = createLruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('forgets an entry once its time-to-live has passed', () => {
    const clock = clockAt();
    const cache = createLruCache<string>({ maxEntries: 10, ttlMs: 100, now: clock.now });
    cache.set('k', 'v');
    clock.time = 99;
    expect(cache.get('k')).toBe('v');
    clock.time = 100;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing when its time-to-live is zero, even on a clock that stands still', () => {
    const cache = createLruCache<string>({ maxEntries: 10, ttlMs: 0, now: () => 0 });
    cache.set('k', 'v');
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('removes matching keys or everything and says how many', () => {
    const cache = createLruCache<number>({ maxEntries: 10, ttlMs: 1000 });
    cache.set('buildings?id=1', 1);
    cache.set('buildings?id=2', 2);
    cache.set('search?query=law', 3);
    expect(cache.deleteWhere((key) => key.startsWith('buildings?'))).toBe(2);
    expect(cache.get('search?query=law')).toBe(3);
    expect(cache.clear()).toBe(1);
    expect(cache.size).toBe(0);
  });
});
