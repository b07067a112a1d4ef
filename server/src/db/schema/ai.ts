import { aiOpportunityStatuses, aiOpportunityTypes } from '@common/ai-opportunities';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { isBetween, isNonNegative, isNotBlank, isOneOf } from './checks';
import { calendarDate, createdAt, id, instant, money, updatedAt } from './columns';
import { leases } from './leases';
import { properties, spaces } from './properties';
import { tenants } from './tenants';

/** One explained input of a confidence score. */
export type ConfidenceFactor = { name: string; weight: number; value: number };

export const aiOpportunities = pgTable(
  'ai_opportunities',
  {
    id: id(),
    type: text('type', { enum: aiOpportunityTypes }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    confidenceScore: integer('confidence_score').notNull(),
    confidenceFactors: jsonb('confidence_factors').$type<ConfidenceFactor[]>().notNull().default([]),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    leaseId: integer('lease_id').references(() => leases.id, { onDelete: 'cascade' }),
    potentialValue: money('potential_value'),
    expirationDate: calendarDate('expiration_date'),
    status: text('status', { enum: aiOpportunityStatuses }).notNull().default('new'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    primaryActionLabel: text('primary_action_label'),
    primaryActionPath: text('primary_action_path'),
    // Idempotency key of the rule and inputs that produced the row, so re-running analysis upserts.
    fingerprint: text('fingerprint').notNull().unique('ai_opportunities_fingerprint_unique'),
    // Set when a later analysis no longer finds the opportunity; retired rows are hidden.
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_opportunities_status_idx').on(t.status),
    index('ai_opportunities_type_idx').on(t.type),
    index('ai_opportunities_property_idx').on(t.propertyId),
    index('ai_opportunities_tenant_idx').on(t.tenantId),
    index('ai_opportunities_space_idx').on(t.spaceId),
    index('ai_opportunities_lease_idx').on(t.leaseId),
    // The list's order over standing opportunities: a page is read off the index, not sorted.
    index('ai_opportunities_standing_order_idx')
      .on(t.confidenceScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.retiredAt} is null`),
    check('ai_opportunities_type_check', isOneOf(t.type, aiOpportunityTypes)),
    check('ai_opportunities_status_check', isOneOf(t.status, aiOpportunityStatuses)),
    check('ai_opportunities_confidence_check', isBetween(t.confidenceScore, 0, 100)),
    check('ai_opportunities_potential_value_check', isNonNegative(t.potentialValue)),
    check('ai_opportunities_title_check', isNotBlank(t.title)),
  ],
);

export const aiBriefings = pgTable(
  'ai_briefings',
  {
    id: id(),
    generatedAt: instant('generated_at').notNull().defaultNow(),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
  },
  (t) => [index('ai_briefings_generated_at_idx').on(t.generatedAt)],
);

export type AiOpportunity = typeof aiOpportunities.$inferSelect;
export type NewAiOpportunity = typeof aiOpportunities.$inferInsert;
export type AiBriefing = typeof aiBriefings.$inferSelect;
export type NewAiBriefing = typeof aiBriefings.$inferInsert;
