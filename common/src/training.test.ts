import { describe, expect, it } from 'vitest';
import {
  createTrainingLessonSchema,
  isSearchActive,
  lessonExcerpt,
  lessonPdfFileName,
  lessonPdfPath,
  stripInlineMarkdown,
  trainingCategoryParamsSchema,
  trainingLessonSchema,
  trainingLessonSummarySchema,
  trainingSearchParamsSchema,
  updateTrainingLessonSchema,
} from './training';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isSearchActive', () => {
  it('is active only with 3 or more characters', () => {
    expect(isSearchActive('')).toBe(false);
    expect(isSearchActive('ne')).toBe(false);
    expect(isSearchActive('ner')).toBe(true);
    expect(isSearchActive('net effective')).toBe(true);
  });

  it('ignores surrounding spaces and treats a missing value as inactive', () => {
    expect(isSearchActive('  ab  ')).toBe(false);
    expect(isSearchActive(' abc ')).toBe(true);
    expect(isSearchActive(undefined)).toBe(false);
    expect(isSearchActive(null)).toBe(false);
  });
});

describe('lessonExcerpt', () => {
  it('takes the first line after the first that is not blank, a heading or a list item', () => {
    const markdown = [
      '# Net effective rent',
      '',
      '## Why it matters',
      '- a list item',
      '1. a numbered item',
      'NER is the rent a landlord really earns.',
      'A later paragraph.',
    ].join('\n');
    expect(lessonExcerpt(markdown)).toBe('NER is the rent a landlord really earns.');
  });

  it('never takes the first line, even when it is a paragraph', () => {
    expect(lessonExcerpt('Opening line.\n\nSecond paragraph.')).toBe('Second paragraph.');
  });

  it('skips *, + and 1) list markers and indented items', () => {
    expect(lessonExcerpt('# T\n* a\n+ b\n2) c\n   - d\nText.')).toBe('Text.');
  });

  it('shows the line as plain text', () => {
    const markdown = '# T\nRead **the rent roll** with *care*: see [BOMA](https://boma.org) and `RSF`.';
    expect(lessonExcerpt(markdown)).toBe('Read the rent roll with care: see BOMA and RSF.');
  });

  it('handles Windows line endings', () => {
    expect(lessonExcerpt('# T\r\n\r\nFirst paragraph.\r\n')).toBe('First paragraph.');
  });

  it('is empty when no line qualifies', () => {
    expect(lessonExcerpt('# Title\n## Only headings\n- and items')).toBe('');
    expect(lessonExcerpt('')).toBe('');
  });
});

describe('stripInlineMarkdown', () => {
  it('keeps underscores inside words', () => {
    expect(stripInlineMarkdown('the lease_execution stage is _final_')).toBe(
      'the lease_execution stage is final',
    );
  });

  it('drops a blockquote marker', () => {
    expect(stripInlineMarkdown('> Quoted advice')).toBe('Quoted advice');
  });
});

describe('lessonPdfFileName', () => {
  it('slugs the title', () => {
    expect(lessonPdfFileName('Net Effective Rent: The $16.33 Example')).toBe(
      'net-effective-rent-the-16-33-example.pdf',
    );
    expect(lessonPdfFileName('Café Leases — ROFO vs ROFR')).toBe('cafe-leases-rofo-vs-rofr.pdf');
  });

  it('falls back to lesson.pdf and keeps names short', () => {
    expect(lessonPdfFileName('!!!')).toBe('lesson.pdf');
    expect(lessonPdfFileName('a'.repeat(300)).length).toBeLessThanOrEqual(84);
  });

  it('gives the download path', () => {
    expect(lessonPdfPath(7)).toBe('/api/training/content/7/pdf');
  });
});

describe('createTrainingLessonSchema', () => {
  const valid = { title: 'Stacking plans', category: 'space-planning', expandedContent: '# Hi\n\nText' };

  it('accepts a lesson and defaults tags and the PDF flag', () => {
    expect(createTrainingLessonSchema.parse({ ...valid, title: '  Stacking plans ' })).toEqual({
      ...valid,
      tags: [],
      isPdfAvailable: false,
    });
  });

  it('requires a title of 1 to 200 characters', () => {
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, title: '   ' }))).toEqual([
      'Title is required',
    ]);
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, title: 'x'.repeat(201) }))).toEqual([
      'Title must be at most 200 characters',
    ]);
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, title: undefined }))).toEqual([
      'Title is required',
    ]);
  });

  it('requires a category and content of at most 100,000 characters', () => {
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, category: '' }))).toEqual([
      'Category is required',
    ]);
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, expandedContent: ' \n ' }))).toEqual([
      'Content is required',
    ]);
    expect(
      messages(createTrainingLessonSchema.safeParse({ ...valid, expandedContent: 'x'.repeat(100_001) })),
    ).toEqual(['Content must be at most 100,000 characters']);
    expect(
      createTrainingLessonSchema.safeParse({ ...valid, expandedContent: 'x'.repeat(100_000) }).success,
    ).toBe(true);
  });

  it('refuses a null character anywhere, which PostgreSQL text cannot hold', () => {
    for (const field of ['title', 'category', 'expandedContent'] as const) {
      expect(messages(createTrainingLessonSchema.safeParse({ ...valid, [field]: 'a\u0000b' }))).toEqual([
        'Must not contain a null character',
      ]);
    }
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, tags: ['a\u0000'] }))).toEqual([
      'Must not contain a null character',
    ]);
  });

  it('allows at most 12 tags of at most 40 characters, none blank', () => {
    const tags = Array.from({ length: 13 }, (_, index) => `tag${index}`);
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, tags }))).toEqual(['At most 12 tags']);
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, tags: ['x'.repeat(41)] }))).toEqual([
      'Each tag must be at most 40 characters',
    ]);
    expect(messages(createTrainingLessonSchema.safeParse({ ...valid, tags: [' '] }))).toEqual([
      'Tags cannot be blank',
    ]);
    expect(createTrainingLessonSchema.parse({ ...valid, tags: [' ner '] }).tags).toEqual(['ner']);
  });
});

describe('updateTrainingLessonSchema', () => {
  it('accepts any subset of the fields', () => {
    expect(updateTrainingLessonSchema.parse({ isPdfAvailable: true })).toEqual({ isPdfAvailable: true });
    expect(updateTrainingLessonSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
  });

  it('refuses an empty update and a blank title', () => {
    expect(messages(updateTrainingLessonSchema.safeParse({}))).toEqual(['Nothing to update']);
    expect(messages(updateTrainingLessonSchema.safeParse({ title: '' }))).toEqual(['Title is required']);
  });
});

describe('response and params schemas', () => {
  it('describes a lesson and its summary', () => {
    const lesson = {
      id: 1,
      title: 'T',
      expandedContent: '# T',
      category: 'renewals',
      categoryDisplayName: 'Renewals',
      tags: ['renewal'],
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      isPdfAvailable: true,
    };
    expect(trainingLessonSchema.parse(lesson)).toEqual(lesson);
    const { expandedContent: _content, ...rest } = lesson;
    expect(trainingLessonSummarySchema.parse({ ...rest, excerpt: '' })).toEqual({ ...rest, excerpt: '' });
  });

  it('limits search text to 200 characters and defaults it to empty', () => {
    expect(trainingSearchParamsSchema.parse({})).toEqual({ text: '' });
    expect(trainingSearchParamsSchema.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
    expect(trainingSearchParamsSchema.safeParse({ text: 'a\u0000' }).success).toBe(false);
    expect(trainingCategoryParamsSchema.safeParse({ name: 'a\u0000' }).success).toBe(false);
  });
});
