import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isNotBlank } from './checks';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const trainingCategories = pgTable(
  'training_categories',
  {
    id: id(),
    // Slug, e.g. 'leasing-fundamentals'.
    name: text('name').notNull().unique('training_categories_name_unique'),
    displayName: text('display_name').notNull(),
    description: text('description').notNull(),
    // Known values in @common/training (trainingIcons); others get a default icon.
    icon: text('icon').notNull(),
  },
  (t) => [check('training_categories_name_check', sql`${t.name} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const trainingLessons = pgTable(
  'training_lessons',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => trainingCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    // Markdown, rendered sanitized (no raw HTML).
    expandedContent: text('expanded_content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPdfAvailable: boolean('is_pdf_available').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('training_lessons_category_idx').on(t.categoryId),
    index('training_lessons_created_at_idx').on(t.createdAt),
    // Full-text search over title, tags and content; the function is created by migration 0003.
    index('training_lessons_search_idx').using(
      'gin',
      sql`training_lesson_search_document(${t.title}, ${t.tags}, ${t.expandedContent})`,
    ),
    check('training_lessons_title_check', isNotBlank(t.title)),
  ],
);

export type TrainingCategory = typeof trainingCategories.$inferSelect;
export type NewTrainingCategory = typeof trainingCategories.$inferInsert;
export type TrainingLesson = typeof trainingLessons.$inferSelect;
export type NewTrainingLesson = typeof trainingLessons.$inferInsert;
