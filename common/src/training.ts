import { z } from 'zod';
import { optionalParam } from './properties';

/*
 * Contracts of /api/training: categories, lessons, search, the lesson
 * write form and the pure rules both sides share (card excerpt, when a search is active).
 */

/** Training category icons; anything else gets a default icon. */
export const trainingIcons = [
  'users',
  'presentation-chart',
  'file-contract',
  'layout',
  'refresh-cw',
  'stethoscope',
  'briefcase',
] as const;
export type TrainingIcon = (typeof trainingIcons)[number];

/** The server's 404 message for a missing lesson or category (the screen shows its own text). */
export const trainingNotFoundMessage = 'Training content not found';

/** 'New Lessons' shows the 4 newest. */
export const newLessonsCount = 4;
/** A search is active (and the server queried) only with 3 or more characters. */
export const trainingSearchMinLength = 3;
export const trainingSearchMaxLength = 200;

export const lessonTitleMaxLength = 200;
export const lessonContentMaxLength = 100_000;
export const lessonTagsMax = 12;
export const lessonTagMaxLength = 40;

/** PostgreSQL text cannot hold U+0000, so it is refused as bad input rather than failing in the database. */
export const nulCharacterMessage = 'Must not contain a null character';
const hasNoNul = (value: string) => !value.includes('\u0000');

export const trainingCategorySchema = z.object({
  id: z.number().int(),
  /** Slug, used in /training?category={name} and /api/training/categories/{name}. */
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  /** One of `trainingIcons` for the seeded categories; show a default icon otherwise. */
  icon: z.string(),
  lessonCount: z.number().int(),
});
export type TrainingCategory = z.infer<typeof trainingCategorySchema>;

export const trainingLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown; render sanitized, never as raw HTML. */
  expandedContent: z.string(),
  /** The category's name (slug). */
  category: z.string(),
  categoryDisplayName: z.string(),
  tags: z.array(z.string()),
  /** ISO timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
  isPdfAvailable: z.boolean(),
});
export type TrainingLesson = z.infer<typeof trainingLessonSchema>;

/** A lesson in a list (cards): everything but the content, plus the card excerpt (`lessonExcerpt`). */
export const trainingLessonSummarySchema = trainingLessonSchema.omit({ expandedContent: true }).extend({
  excerpt: z.string(),
});
export type TrainingLessonSummary = z.infer<typeof trainingLessonSummarySchema>;

const categoryNameSchema = z
  .string()
  .max(100, 'Must be at most 100 characters')
  .refine(hasNoNul, nulCharacterMessage);

/** GET /api/training/categories/:name */
export const trainingCategoryParamsSchema = z.object({ name: categoryNameSchema });

/** GET /api/training/search/:text?category= — the search kept to one category (404 if it does not exist). */
export const trainingSearchQuerySchema = z.object({ category: optionalParam(categoryNameSchema) });

/** GET /api/training/search/:text — empty text means every lesson, newest first. */
export const trainingSearchParamsSchema = z.object({
  text: z
    .string()
    .max(trainingSearchMaxLength, `Search text must be at most ${trainingSearchMaxLength} characters`)
    .refine(hasNoNul, nulCharacterMessage)
    .default(''),
});

const tagSchema = z
  .string()
  .trim()
  .min(1, 'Tags cannot be blank')
  .max(lessonTagMaxLength, `Each tag must be at most ${lessonTagMaxLength} characters`)
  .refine(hasNoNul, nulCharacterMessage);

/** POST /api/training/content (admin, asset_manager). The category must name an existing category. */
export const createTrainingLessonSchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(lessonTitleMaxLength, `Title must be at most ${lessonTitleMaxLength} characters`)
    .refine(hasNoNul, nulCharacterMessage),
  category: z
    .string('Category is required')
    .trim()
    .min(1, 'Category is required')
    .refine(hasNoNul, nulCharacterMessage),
  expandedContent: z
    .string('Content is required')
    .refine((value) => value.trim().length > 0, 'Content is required')
    .refine(
      (value) => value.length <= lessonContentMaxLength,
      `Content must be at most ${lessonContentMaxLength.toLocaleString('en-US')} characters`,
    )
    .refine(hasNoNul, nulCharacterMessage),
  tags: z.array(tagSchema).max(lessonTagsMax, `At most ${lessonTagsMax} tags`).default([]),
  isPdfAvailable: z.boolean().default(false),
});
export type CreateTrainingLessonInput = z.input<typeof createTrainingLessonSchema>;
export type CreateTrainingLesson = z.output<typeof createTrainingLessonSchema>;

/** PATCH /api/training/content/:id — any subset of the create fields, at least one. */
export const updateTrainingLessonSchema = z
  .object({
    title: createTrainingLessonSchema.shape.title.optional(),
    category: createTrainingLessonSchema.shape.category.optional(),
    expandedContent: createTrainingLessonSchema.shape.expandedContent.optional(),
    tags: z.array(tagSchema).max(lessonTagsMax, `At most ${lessonTagsMax} tags`).optional(),
    isPdfAvailable: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update');
export type UpdateTrainingLessonInput = z.input<typeof updateTrainingLessonSchema>;
export type UpdateTrainingLesson = z.output<typeof updateTrainingLessonSchema>;

/** The search is active only with 3 or more characters (surrounding spaces ignored). */
export function isSearchActive(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= trainingSearchMinLength;
}

const headingLine = /^\s{0,3}#{1,6}(\s|$)/;
const listItemLine = /^\s*([-*+]|\d+[.)])(\s|$)/;

/** Inline markdown to plain text: links and images keep their text, emphasis and code marks go. */
export function stripInlineMarkdown(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
    .replace(/(^|[^\w])_(\S(?:.*?\S)?)_(?![\w])/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*>\s?/, '')
    .trim();
}

/**
 * A lesson card's excerpt: the first line after the first line that is not blank, a heading or
 * a list item — shown as plain text (inline markdown removed). '' when there is none. No cut: the
 * card clamps it visually.
 */
export function lessonExcerpt(markdown: string): string {
  const lines = markdown.split(/\r?\n/).slice(1);
  const line = lines.find(
    (candidate) => candidate.trim() !== '' && !headingLine.test(candidate) && !listItemLine.test(candidate),
  );
  return line === undefined ? '' : stripInlineMarkdown(line);
}

/** The PDF download's file name: the title as a lowercase ASCII slug, e.g. 'net-effective-rent.pdf'. */
export function lessonPdfFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'lesson'}.pdf`;
}

/** Where the client links 'Download PDF' (only when `isPdfAvailable`). */
export const lessonPdfPath = (id: number) => `/api/training/content/${id}/pdf`;
