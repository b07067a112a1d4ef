import type { TrainingLesson, TrainingLessonSummary } from '@common/training';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingLessons, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

// A fixed clock after every seeded lesson: created and updated times are the app's, not the wall clock's.
const now = new Date('2030-05-04T15:30:00.000Z');

let app: TestApp;
let admin: Record<string, string>;
let assetManager: Record<string, string>;
let broker: Record<string, string>;
let leasing: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  admin = await signIn(app);
  assetManager = await signIn(app, 'amorgan', 'leaselens123');
  broker = await signIn(app, 'jrivera', 'leaselens123');
  leasing = await signIn(app, 'scho', 'leaselens123');
});
afterAll(() => app.close());

const validLesson = {
  title: 'Sublease Basics',
  category: 'leasing-fundamentals',
  expandedContent:
    '## Overview\n\nA sublease lets a tenant rent its space to another company.\n\n- Consent\n- Recapture',
  tags: ['sublease', 'consent'],
  isPdfAvailable: true,
};

const post = (payload: unknown, cookies = admin) =>
  app.inject({ method: 'POST', url: '/api/training/content', cookies, payload: payload as object });
const patch = (id: number | string, payload: unknown, cookies = admin) =>
  app.inject({ method: 'PATCH', url: `/api/training/content/${id}`, cookies, payload: payload as object });
const lessonCount = () => app.database.db.$count(trainingLessons);
const rowOf = async (id: number) =>
  (await app.database.db.select().from(trainingLessons).where(eq(trainingLessons.id, id)))[0]!;

async function created(title: string): Promise<TrainingLesson> {
  const response = await post({ ...validLesson, title });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/training/content', () => {
  it('creates a lesson that reads back, lists in its category and is found by search', async () => {
    const response = await post({ ...validLesson, title: '  Sublease Basics  ' });
    expect(response.statusCode).toBe(201);
    const lesson = response.json() as TrainingLesson;
    expect(lesson).toMatchObject({
      title: 'Sublease Basics',
      category: 'leasing-fundamentals',
      categoryDisplayName: 'Leasing Fundamentals',
      tags: ['sublease', 'consent'],
      isPdfAvailable: true,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect((await app.inject({ url: `/api/training/content/${lesson.id}`, cookies: admin })).json()).toEqual(
      lesson,
    );
    const [demo] = await app.database.db.select().from(users).where(eq(users.username, 'demo'));
    expect((await rowOf(lesson.id)).createdBy).toBe(demo!.id);
    const inCategory = (
      await app.inject({ url: '/api/training/categories/leasing-fundamentals', cookies: admin })
    ).json() as TrainingLessonSummary[];
    expect(inCategory[0]).toMatchObject({
      id: lesson.id,
      excerpt: 'A sublease lets a tenant rent its space to another company.',
    });
    const found = (await app.inject({ url: '/api/training/search/recapture', cookies: admin })).json();
    expect(found.map((item: TrainingLessonSummary) => item.id)).toEqual([lesson.id]);
  });

  it('lets an asset manager write, and defaults tags and the PDF flag', async () => {
    const { tags: _tags, isPdfAvailable: _pdf, ...required } = validLesson;
    const response = await post({ ...required, title: 'Asset manager lesson' }, assetManager);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tags: [], isPdfAvailable: false });
  });

  it('refuses brokers and leasing with 403 before reading the body, writing nothing', async () => {
    const before = await lessonCount();
    for (const cookies of [broker, leasing]) {
      const response = await post(validLesson, cookies);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You do not have permission to do that',
        code: 'forbidden',
      });
      expect((await post({}, cookies)).statusCode).toBe(403);
    }
    expect(await lessonCount()).toBe(before);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/training/content', payload: validLesson });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 with the field and message for bad input, writing nothing', async () => {
    const before = await lessonCount();
    const cases: [unknown, { message: string; field?: string; code: string }][] = [
      [
        { ...validLesson, title: '   ' },
        { message: 'Title is required', field: 'title', code: 'validation' },
      ],
      [
        { ...validLesson, title: 'x'.repeat(201) },
        { message: 'Title must be at most 200 characters', field: 'title', code: 'validation' },
      ],
      [
        { ...validLesson, expandedContent: '' },
        { message: 'Content is required', field: 'expandedContent', code: 'validation' },
      ],
      [
        { ...validLesson, expandedContent: 'x'.repeat(100_001) },
        {
          message: 'Content must be at most 100,000 characters',
          field: 'expandedContent',
          code: 'validation',
        },
      ],
      [
        { ...validLesson, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
        { message: 'At most 12 tags', field: 'tags', code: 'validation' },
      ],
      [
        { ...validLesson, tags: ['x'.repeat(41)] },
        { message: 'Each tag must be at most 40 characters', field: 'tags.0', code: 'validation' },
      ],
      [
        { ...validLesson, category: 'no-such-category' },
        { message: 'Category does not exist', field: 'category', code: 'invalid_value' },
      ],
      [
        { ...validLesson, expandedContent: 'a\u0000b' },
        { message: 'Must not contain a null character', field: 'expandedContent', code: 'validation' },
      ],
      [
        { ...validLesson, isPdfAvailable: 'yes' },
        {
          message: 'Invalid input: expected boolean, received string',
          field: 'isPdfAvailable',
          code: 'validation',
        },
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await post(payload);
      expect(response.statusCode, expected.message).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    expect(await lessonCount()).toBe(before);
  });
});

describe('PATCH /api/training/content/:id', () => {
  it('changes only the given fields and stamps updatedAt', async () => {
    const lesson = await created('Patch me');
    const response = await patch(lesson.id, {
      category: 'renewals',
      tags: ['renewal'],
      isPdfAvailable: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: lesson.id,
      title: 'Patch me',
      expandedContent: validLesson.expandedContent,
      category: 'renewals',
      categoryDisplayName: 'Renewals',
      tags: ['renewal'],
      isPdfAvailable: false,
      createdAt: lesson.createdAt,
      updatedAt: now.toISOString(),
    });
    const pdf = await app.inject({ url: `/api/training/content/${lesson.id}/pdf`, cookies: admin });
    expect(pdf.statusCode).toBe(404);
  });

  it('lets an asset manager edit and refuses brokers and leasing with 403', async () => {
    const lesson = await created('Role check');
    expect((await patch(lesson.id, { title: 'Edited by AM' }, assetManager)).statusCode).toBe(200);
    for (const cookies of [broker, leasing]) {
      const response = await patch(lesson.id, { title: 'Edited by broker' }, cookies);
      expect(response.statusCode).toBe(403);
    }
    expect((await rowOf(lesson.id)).title).toBe('Edited by AM');
  });

  it('answers 400 for bad input and leaves the lesson unchanged', async () => {
    const lesson = await created('Unchanged');
    const before = await rowOf(lesson.id);
    const cases: [unknown, { message: string; field?: string; code: string }][] = [
      [{}, { message: 'Nothing to update', code: 'validation' }],
      [{ title: '' }, { message: 'Title is required', field: 'title', code: 'validation' }],
      [
        { category: 'nope' },
        { message: 'Category does not exist', field: 'category', code: 'invalid_value' },
      ],
      [{ tags: [' '] }, { message: 'Tags cannot be blank', field: 'tags.0', code: 'validation' }],
    ];
    for (const [payload, expected] of cases) {
      const response = await patch(lesson.id, payload);
      expect(response.statusCode, expected.message).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    expect(await rowOf(lesson.id)).toEqual(before);
  });

  it('answers 404 for a missing lesson, 400 for a bad id and 401 without a session', async () => {
    const missing = await patch(999_999, { title: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Training content not found', code: 'not_found' });
    expect((await patch('abc', { title: 'Ghost' })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'PATCH',
      url: '/api/training/content/1',
      payload: { title: 'Ghost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
