import {
  type CreateTrainingLesson,
  lessonExcerpt,
  type TrainingCategory,
  type TrainingLesson,
  type TrainingLessonSummary,
  trainingNotFoundMessage,
  type UpdateTrainingLesson,
} from '@common/training';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { trainingCategories, trainingLessons } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { containsPattern } from '../properties/sql-helpers';

export const unknownCategoryMessage = 'Category does not exist';

const lessonColumns = {
  id: trainingLessons.id,
  title: trainingLessons.title,
  expandedContent: trainingLessons.expandedContent,
  category: trainingCategories.name,
  categoryDisplayName: trainingCategories.displayName,
  tags: trainingLessons.tags,
  createdAt: trainingLessons.createdAt,
  updatedAt: trainingLessons.updatedAt,
  isPdfAvailable: trainingLessons.isPdfAvailable,
};

type LessonRow = Omit<TrainingLesson, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function toLesson(row: LessonRow): TrainingLesson {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toSummary(row: LessonRow): TrainingLessonSummary {
  const { expandedContent, ...lesson } = toLesson(row);
  return { ...lesson, excerpt: lessonExcerpt(expandedContent) };
}

const newestFirst = [desc(trainingLessons.createdAt), desc(trainingLessons.id)];

function selectLessons(db: Database) {
  return db
    .select(lessonColumns)
    .from(trainingLessons)
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainingLessons.categoryId))
    .$dynamic();
}

/** Every category in the seeded order, with how many lessons it holds. */
export async function listCategories(db: Database): Promise<TrainingCategory[]> {
  return db
    .select({
      id: trainingCategories.id,
      name: trainingCategories.name,
      displayName: trainingCategories.displayName,
      description: trainingCategories.description,
      icon: trainingCategories.icon,
      lessonCount: count(trainingLessons.id),
    })
    .from(trainingCategories)
    .leftJoin(trainingLessons, eq(trainingLessons.categoryId, trainingCategories.id))
    .groupBy(trainingCategories.id)
    .orderBy(asc(trainingCategories.id));
}

async function categoryIdOf(db: Pick<Database, 'select'>, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: trainingCategories.id })
    .from(trainingCategories)
    .where(eq(trainingCategories.name, name));
  return row?.id;
}

/** The lessons of one category, newest first; 404 for a category that does not exist. */
export async function lessonsInCategory(db: Database, name: string): Promise<TrainingLessonSummary[]> {
  const categoryId = await categoryIdOf(db, name);
  if (categoryId === undefined) throw notFound(trainingNotFoundMessage);
  const rows = await selectLessons(db)
    .where(eq(trainingLessons.categoryId, categoryId))
    .orderBy(...newestFirst);
  return rows.map(toSummary);
}

const searchDocument = sql`training_lesson_search_document(${trainingLessons.title}, ${trainingLessons.tags}, ${trainingLessons.expandedContent})`;

/**
 * Lessons matching the text in title, tags or content: a full-text match (English stemming, through
 * the GIN index) or a plain substring, so a half-typed word still finds its lesson. Title matches
 * come first, then full-text rank, then the newest. Empty text: every lesson, newest first. With a
 * category, only its lessons (404 for a category that does not exist).
 */
export async function searchLessons(
  db: Database,
  text: string,
  category?: string,
): Promise<TrainingLessonSummary[]> {
  let inCategory: SQL | undefined;
  if (category !== undefined) {
    const categoryId = await categoryIdOf(db, category);
    if (categoryId === undefined) throw notFound(trainingNotFoundMessage);
    inCategory = eq(trainingLessons.categoryId, categoryId);
  }
  const trimmed = text.trim();
  if (trimmed === '') {
    return (
      await selectLessons(db)
        .where(inCategory)
        .orderBy(...newestFirst)
    ).map(toSummary);
  }
  const query = sql`websearch_to_tsquery('english', ${trimmed})`;
  const pattern = containsPattern(trimmed);
  const titleMatch: SQL = ilike(trainingLessons.title, pattern);
  const rows = await selectLessons(db)
    .where(
      and(
        inCategory,
        or(
          sql`${searchDocument} @@ ${query}`,
          titleMatch,
          ilike(trainingLessons.expandedContent, pattern),
          sql`array_to_string(${trainingLessons.tags}, ' ') ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(desc(titleMatch), desc(sql`ts_rank(${searchDocument}, ${query})`), ...newestFirst);
  return rows.map(toSummary);
}

async function findLesson(db: Database, id: number): Promise<TrainingLesson | undefined> {
  const [row] = await selectLessons(db).where(eq(trainingLessons.id, id));
  return row ? toLesson(row) : undefined;
}

export async function getLesson(db: Database, id: number): Promise<TrainingLesson> {
  const lesson = await findLesson(db, id);
  if (!lesson) throw notFound(trainingNotFoundMessage);
  return lesson;
}

/** A lesson to print as PDF; 404 when it does not exist or is not offered as a PDF. */
export async function getPrintableLesson(db: Database, id: number): Promise<TrainingLesson> {
  const lesson = await findLesson(db, id);
  if (!lesson?.isPdfAvailable) throw notFound(trainingNotFoundMessage);
  return lesson;
}

async function requireCategoryId(db: Pick<Database, 'select'>, name: string): Promise<number> {
  const categoryId = await categoryIdOf(db, name);
  if (categoryId === undefined) throw badRequest(unknownCategoryMessage, 'category');
  return categoryId;
}

export async function createLesson(
  db: Database,
  now: Date,
  userId: number,
  input: CreateTrainingLesson,
): Promise<TrainingLesson> {
  const categoryId = await requireCategoryId(db, input.category);
  const [created] = await db
    .insert(trainingLessons)
    .values({
      categoryId,
      title: input.title,
      expandedContent: input.expandedContent,
      tags: input.tags,
      isPdfAvailable: input.isPdfAvailable,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: trainingLessons.id });
  return getLesson(db, created!.id);
}

export async function updateLesson(
  db: Database,
  now: Date,
  id: number,
  input: UpdateTrainingLesson,
): Promise<TrainingLesson> {
  const { category, ...fields } = input;
  const categoryId = category === undefined ? undefined : await requireCategoryId(db, category);
  const [updated] = await db
    .update(trainingLessons)
    .set({ ...fields, ...(categoryId === undefined ? {} : { categoryId }), updatedAt: now })
    .where(eq(trainingLessons.id, id))
    .returning({ id: trainingLessons.id });
  if (!updated) throw notFound(trainingNotFoundMessage);
  return getLesson(db, id);
}
