import {
  lessonExcerpt,
  type TrainingCategory,
  type TrainingLesson,
  type TrainingLessonSummary,
  trainingIcons,
} from '@common/training';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingLessons } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { parseLessonMarkdown } from './markdown-pdf';
import { hasPoppler, pdfInfo, pdfPlainText, pdfText } from './poppler';

let app: TestApp;
let admin: Record<string, string>;
let all: TrainingLessonSummary[];

beforeAll(async () => {
  app = await createTestApp();
  // A reader's view: every role may read lessons.
  admin = await signIn(app, 'scho', 'leaselens123');
  all = (await get('/api/training/search/')).json();
});
afterAll(() => app.close());

const get = (url: string, cookies = admin) => app.inject({ method: 'GET', url, cookies });
const titles = (lessons: { title: string }[]) => lessons.map((lesson) => lesson.title);
const search = async (text: string) =>
  titles((await get(`/api/training/search/${encodeURIComponent(text)}`)).json() as TrainingLessonSummary[]);
const isNewestFirst = (lessons: { createdAt: string }[]) =>
  lessons.every((lesson, index) => index === 0 || lessons[index - 1]!.createdAt >= lesson.createdAt);

describe('GET /api/training/categories', () => {
  it('lists the seven categories with their icons and lesson counts', async () => {
    const response = await get('/api/training/categories');
    expect(response.statusCode).toBe(200);
    const categories = response.json() as TrainingCategory[];
    expect(categories.map((category) => category.name)).toEqual([
      'tenant-relations',
      'presentations',
      'leasing-fundamentals',
      'space-planning',
      'renewals',
      'medical-office',
      'broker-relations',
    ]);
    expect(categories.map((category) => category.icon)).toEqual([...trainingIcons]);
    expect(categories.find((category) => category.name === 'medical-office')).toMatchObject({
      displayName: 'Medical Office',
      lessonCount: 2,
    });
    expect(categories.reduce((sum, category) => sum + category.lessonCount, 0)).toBe(all.length);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/training/categories' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
  });
});

describe('GET /api/training/categories/:name', () => {
  it("lists the category's lessons newest first, as summaries with the card excerpt", async () => {
    const response = await get('/api/training/categories/leasing-fundamentals');
    expect(response.statusCode).toBe(200);
    const lessons = response.json() as TrainingLessonSummary[];
    expect(lessons.length).toBe(4);
    expect(lessons.every((lesson) => lesson.category === 'leasing-fundamentals')).toBe(true);
    expect(lessons.every((lesson) => lesson.categoryDisplayName === 'Leasing Fundamentals')).toBe(true);
    expect(isNewestFirst(lessons)).toBe(true);
    expect(lessons[0]).not.toHaveProperty('expandedContent');
    const full = (await get(`/api/training/content/${lessons[0]!.id}`)).json() as TrainingLesson;
    expect(lessons[0]!.excerpt).toBe(lessonExcerpt(full.expandedContent));
    expect(lessons[0]!.excerpt.length).toBeGreaterThan(40);
  });

  it('answers 404 with a message for an unknown category', async () => {
    const response = await get('/api/training/categories/underwater-basket-weaving');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Training content not found', code: 'not_found' });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/api/training/categories/renewals' })).statusCode).toBe(401);
  });
});

describe('GET /api/training/search/:text', () => {
  it('returns every lesson newest first for empty text, with or without the slash', async () => {
    expect(all.length).toBeGreaterThanOrEqual(16);
    expect(isNewestFirst(all)).toBe(true);
    expect(all[0]!.title).toBe("Using LeaseLens's AI Opportunities and Deal Pipeline");
    const spaces = (await get('/api/training/search/%20%20')).json() as TrainingLessonSummary[];
    expect(titles(spaces)).toEqual(titles(all));
    expect(titles((await get('/api/training/search')).json())).toEqual(titles(all));
  });

  it('matches the title and puts title matches first', async () => {
    const found = await search('stacking plan');
    expect(found[0]).toBe('Reading a Stacking Plan');
    // Lessons that only mention stacking plans in their content follow.
    expect(found.length).toBeGreaterThan(1);
  });

  it('matches words in the content, stemmed, and part of a word', async () => {
    expect(await search('Stark Law')).toContain(
      'Medical Office Leasing: Hospital Restrictions and Use Clauses',
    );
    expect(await search('breakpoints')).toContain(
      'Lease Types: Gross, Net, NNN, Modified Gross and Percentage',
    );
    expect(await search('HIPA')).toContain('Medical Build-Outs: Plumbing, ADA and HIPAA-Aware Layouts');
  });

  it('matches tags', async () => {
    expect(await search('underwriting')).toEqual(['Reading a Rent Roll']);
  });

  it('is case-insensitive and treats % and _ literally', async () => {
    expect(await search('ROFR')).toEqual(await search('rofr'));
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });

  it('answers 400, not 500, for a null character', async () => {
    for (const url of ['/api/training/search/ab%00cd', '/api/training/categories/ab%00cd']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Must not contain a null character/);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/api/training/search/zzqxv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 400 for text over 200 characters', async () => {
    const response = await get(`/api/training/search/${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Search text must be at most 200 characters',
      field: 'text',
      code: 'validation',
    });
    expect((await get(`/api/training/search/${'a'.repeat(200)}`)).statusCode).toBe(200);
    const encodedLong = await get(`/api/training/search/${encodeURIComponent('é'.repeat(201))}`);
    expect(encodedLong.statusCode).toBe(400);
  });

  it('searches only the category given as ?category=', async () => {
    const everywhere = (await get('/api/training/search/lease')).json() as TrainingLessonSummary[];
    expect(everywhere.some((lesson) => lesson.category !== 'leasing-fundamentals')).toBe(true);
    const response = await get('/api/training/search/lease?category=leasing-fundamentals');
    expect(response.statusCode).toBe(200);
    const scoped = response.json() as TrainingLessonSummary[];
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((lesson) => lesson.category === 'leasing-fundamentals')).toBe(true);
    // The same lessons, in the same order, as the unscoped search kept to that category.
    expect(titles(scoped)).toEqual(
      titles(everywhere.filter((lesson) => lesson.category === 'leasing-fundamentals')),
    );
    // Empty text in a category: the whole category, newest first.
    const category = (await get('/api/training/categories/leasing-fundamentals')).json();
    expect(titles((await get('/api/training/search/?category=leasing-fundamentals')).json())).toEqual(
      titles(category),
    );
  });

  it('answers 404 for a search in a category that does not exist', async () => {
    const response = await get('/api/training/search/lease?category=nonexistent');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Training content not found', code: 'not_found' });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/api/training/search/rent' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/training/search/' })).statusCode).toBe(401);
  });
});

describe('GET /api/training/content/:id', () => {
  it('returns the lesson with its markdown', async () => {
    const summary = all.find((lesson) => lesson.title.startsWith('Net Effective Rent'))!;
    const response = await get(`/api/training/content/${summary.id}`);
    expect(response.statusCode).toBe(200);
    const lesson = response.json() as TrainingLesson;
    expect(lesson).toMatchObject({
      id: summary.id,
      title: summary.title,
      category: 'leasing-fundamentals',
      categoryDisplayName: 'Leasing Fundamentals',
      isPdfAvailable: true,
      createdAt: summary.createdAt,
    });
    expect(lesson.expandedContent).toContain('$16.33');
    expect(lesson.tags).toContain('ner');
  });

  it('answers 404 for a lesson that does not exist and 400 for a bad id', async () => {
    const missing = await get('/api/training/content/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Training content not found', code: 'not_found' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/training/content/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: `/api/training/content/${all[0]!.id}` })).statusCode).toBe(401);
  });
});

/** Every piece of text the screen shows for a lesson's markdown: text, code and image alt text. */
function screenTexts(markdown: string): string[] {
  const texts: string[] = [];
  const visit = (node: object) => {
    if ('value' in node && typeof node.value === 'string' && !('type' in node && node.type === 'html'))
      texts.push(node.value);
    if ('alt' in node && typeof node.alt === 'string') texts.push(node.alt);
    if ('children' in node && Array.isArray(node.children)) for (const child of node.children) visit(child);
  };
  visit(parseLessonMarkdown(markdown));
  return texts;
}

describe('GET /api/training/content/:id/pdf', () => {
  it('downloads the lesson as a PDF file named after it', async () => {
    const summary = all.find((lesson) => lesson.title.startsWith('Net Effective Rent'))!;
    const response = await get(`/api/training/content/${summary.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="net-effective-rent-what-a-deal-is-really-worth.pdf"; ' +
        "filename*=UTF-8''net-effective-rent-what-a-deal-is-really-worth.pdf",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it.skipIf(!hasPoppler)(
    `prints the lesson's title and its table in columns${hasPoppler ? '' : ' [SKIPPED: pdftotext not found; install poppler-utils]'}`,
    async () => {
      const summary = all.find((lesson) => lesson.title.startsWith('Net Effective Rent'))!;
      const pdf = (await get(`/api/training/content/${summary.id}/pdf`)).rawPayload;
      expect(pdfInfo(pdf)).toMatchObject({
        errors: '',
        title: 'Net Effective Rent: What a Deal Is Really Worth',
      });
      const text = pdfText(pdf);
      expect(text).toContain('Net Effective Rent: What a Deal Is Really Worth');
      expect(text).toMatch(/^\s*Item\s{2,}Calculation\s{2,}\$\/RSF\s*$/m);
      expect(text).toMatch(/^\s*Net effective rent\s{2,}81\.67 \/ 5 years\s{2,}16\.33\s*$/m);
    },
  );

  it('answers 404 when the lesson is not offered as a PDF or does not exist', async () => {
    const noPdf = all.find((lesson) => !lesson.isPdfAvailable)!;
    const response = await get(`/api/training/content/${noPdf.id}/pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Training content not found', code: 'not_found' });
    expect((await get('/api/training/content/999999/pdf')).statusCode).toBe(404);
    expect((await get('/api/training/content/x/pdf')).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: `/api/training/content/${all[0]!.id}/pdf` })).statusCode).toBe(401);
  });

  it.skipIf(!hasPoppler)(
    `prints every seeded PDF lesson whole: every word the screen shows, nothing unprintable${hasPoppler ? '' : ' [SKIPPED: pdftotext not found; install poppler-utils]'}`,
    async () => {
      const rows = await app.database.db.select({ id: trainingLessons.id }).from(trainingLessons);
      const printable = all.filter((lesson) => lesson.isPdfAvailable);
      expect(printable.length).toBeGreaterThanOrEqual(5);
      expect(rows.length).toBe(all.length);
      for (const lesson of printable) {
        const pdf = (await get(`/api/training/content/${lesson.id}/pdf`)).rawPayload;
        const info = pdfInfo(pdf);
        expect(info.errors).toBe('');
        expect(info.pages).toBeGreaterThanOrEqual(1);
        const { expandedContent, tags } = (
          await get(`/api/training/content/${lesson.id}`)
        ).json() as TrainingLesson;
        // Wrapping may split a word at a slash or hyphen, so words are looked for with spacing removed.
        const printed = pdfPlainText(pdf);
        const compact = printed.replace(/\s+/g, '');
        const shown = screenTexts(expandedContent);
        const words = shown.flatMap((text) => text.split(/\s+/)).filter((word) => word !== '');
        expect(words.filter((word) => !compact.includes(word))).toEqual([]);
        // Nothing the fonts cannot show: every '?' is one the lesson wrote, and no replacement marks.
        const questionMarks = (text: string) => text.split('?').length - 1;
        expect(questionMarks(printed)).toBe(questionMarks([lesson.title, ...tags, ...shown].join(' ')));
        expect(printed).not.toContain('\uFFFD');
      }
    },
  );
});
