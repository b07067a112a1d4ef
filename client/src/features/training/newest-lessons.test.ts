import { describe, expect, it } from 'vitest';
import { newestLessons } from './newest-lessons';

const lesson = (id: number, createdAt: string) => ({ id, createdAt });

describe('newestLessons', () => {
  it('keeps the 4 newest by createdAt, newest first, whatever order they come in', () => {
    const lessons = [
      lesson(1, '2026-01-05T10:00:00.000Z'),
      lesson(2, '2026-03-01T10:00:00.000Z'),
      lesson(3, '2025-12-31T10:00:00.000Z'),
      lesson(4, '2026-02-10T10:00:00.000Z'),
      lesson(5, '2026-04-20T10:00:00.000Z'),
      lesson(6, '2026-02-10T10:00:00.000Z'),
    ];
    expect(newestLessons(lessons).map((l) => l.id)).toEqual([5, 2, 6, 4]);
  });

  it('returns what there is when there are fewer than 4', () => {
    expect(newestLessons([lesson(1, '2026-01-05T10:00:00.000Z')])).toHaveLength(1);
  });
});
