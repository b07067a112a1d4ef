import { dealStages, dealTypes } from '@common/deal-stages';
import { leaseTermKinds } from '@common/lease-term-kinds';
import { leaseTypes } from '@common/lease-types';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { isBetween, isNonNegative, isNotBlank, isOneOf, isPositive } from './checks';
import { calendarDate, createdAt, id, instant, money, months, percent, updatedAt } from './columns';
import { properties, spaces } from './properties';
import { tenants } from './tenants';
import { users } from './users';

/** The deal record (ARCHITECTURE.md decision 3): the pipeline and the opportunity screen both read it. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    title: text('title').notNull(),
    prospectName: text('prospect_name').notNull(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: dealStages }).notNull().default('inquiry'),
    dealType: text('deal_type', { enum: dealTypes }).notNull().default('new'),
    squareFeetNeeded: integer('square_feet_needed').notNull(),
    // $/RSF/yr; null when not yet quoted (the UI shows '—').
    proposedRent: money('proposed_rent'),
    brokerName: text('broker_name'),
    brokerCompany: text('broker_company'),
    leadUserId: integer('lead_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    potentialValue: money('potential_value'),
    probability: integer('probability').notNull().default(0),
    expectedCloseDate: calendarDate('expected_close_date'),
    lastActivityAt: instant('last_activity_at').notNull().defaultNow(),
    /**
     * Straight-line NER of the deal's proposal terms (lease_terms.ner_straight_line), kept by the trigger
     * `lease_terms_proposal_ner` (migration 0002) so the pipeline sorts by it off an index; null without terms.
     */
    proposalNer: doublePrecision('proposal_ner'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('opportunities_stage_idx').on(t.stage, t.lastActivityAt),
    index('opportunities_deal_type_idx').on(t.dealType),
    // The pipeline's default order (newest activity first, id breaking ties) read straight off the index.
    index('opportunities_last_activity_idx').on(t.lastActivityAt, t.id),
    // Sort by NER either way, deals without terms last.
    index('opportunities_proposal_ner_desc_idx').on(t.proposalNer.desc().nullsLast(), t.id.desc()),
    index('opportunities_proposal_ner_asc_idx').on(t.proposalNer.asc().nullsLast(), t.id.asc()),
    index('opportunities_property_idx').on(t.propertyId),
    index('opportunities_tenant_idx').on(t.tenantId),
    index('opportunities_space_idx').on(t.spaceId),
    index('opportunities_lead_user_idx').on(t.leadUserId),
    // Keyword filter of the pipeline: a substring (ILIKE '%…%') of the prospect's name, at 50,000 deals.
    index('opportunities_prospect_name_trgm_idx').using('gin', sql`${t.prospectName} gin_trgm_ops`),
    check('opportunities_title_check', isNotBlank(t.title)),
    check('opportunities_prospect_name_check', isNotBlank(t.prospectName)),
    check('opportunities_stage_check', isOneOf(t.stage, dealStages)),
    check('opportunities_deal_type_check', isOneOf(t.dealType, dealTypes)),
    check('opportunities_square_feet_check', isPositive(t.squareFeetNeeded)),
    check('opportunities_proposed_rent_check', isNonNegative(t.proposedRent)),
    check('opportunities_potential_value_check', isNonNegative(t.potentialValue)),
    check('opportunities_probability_check', isBetween(t.probability, 0, 100)),
  ],
);

/** Σ of the first `months` monthly rents ÷ (base ÷ 12): 12 a year, each year escalated (common/ner.ts). */
function escalatedMonths(months: string): string {
  const growth = '(1 + rent_escalation::float8 / 100)';
  const years = `(${months}) / 12`;
  const fullYears = `case when rent_escalation = 0 then (${years})::float8 else (${growth} ^ (${years}) - 1) / (${growth} - 1) end`;
  return `(12 * (${fullYears}) + ((${months}) % 12) * ${growth} ^ (${years}))`;
}

/**
 * Straight-line NER ($/RSF/yr) as `nerOfTerms` computes it, unrounded, kept by PostgreSQL itself; the
 * trigger of migration 0002 copies a proposal's to opportunities.proposal_ner for the pipeline's sort.
 * The API's figure still comes from common/ner.ts (docs/decisions/004).
 */
const straightLineNerSql = (() => {
  const freeMonths = 'least(term_months, greatest(0, floor(rent_free_months)::int))';
  const aggregate = `base_rent::float8 / 12 * ${escalatedMonths('term_months')}`;
  const freeRent = `base_rent::float8 / 12 * ${escalatedMonths(freeMonths)}`;
  return sql.raw(
    `(${aggregate} * (1 - coalesce(leasing_commission_pct, 0)::float8 / 100) - ${freeRent} - tenant_improvements::float8) / (term_months::float8 / 12)`,
  );
})();

/** Spec §3 'Lease terms': one row per deal and kind; the form edits kind 'proposal'. */
export const leaseTerms = pgTable(
  'lease_terms',
  {
    id: id(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: leaseTermKinds }).notNull().default('proposal'),
    leaseType: text('lease_type', { enum: leaseTypes }).notNull().default('gross'),
    termMonths: integer('term_months').notNull(),
    baseRent: money('base_rent').notNull(),
    rentEscalation: percent('rent_escalation').notNull().default(3),
    rentFreeMonths: months('rent_free_months').notNull().default(0),
    tenantImprovements: money('tenant_improvements').notNull().default(0),
    securityDeposit: money('security_deposit').notNull().default(0),
    renewalOption: boolean('renewal_option').notNull().default(false),
    renewalTerm: integer('renewal_term').notNull().default(0),
    leasingCommissionPct: percent('leasing_commission_pct'),
    nerStraightLine: doublePrecision('ner_straight_line').generatedAlwaysAs(straightLineNerSql),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('lease_terms_opportunity_kind_unique').on(t.opportunityId, t.kind),
    check('lease_terms_kind_check', isOneOf(t.kind, leaseTermKinds)),
    check('lease_terms_lease_type_check', isOneOf(t.leaseType, leaseTypes)),
    check('lease_terms_term_check', isPositive(t.termMonths)),
    check('lease_terms_base_rent_check', isPositive(t.baseRent)),
    check('lease_terms_rent_escalation_check', isNonNegative(t.rentEscalation)),
    check('lease_terms_rent_free_check', isNonNegative(t.rentFreeMonths)),
    check('lease_terms_tenant_improvements_check', isNonNegative(t.tenantImprovements)),
    check('lease_terms_security_deposit_check', isNonNegative(t.securityDeposit)),
    check('lease_terms_renewal_term_check', isNonNegative(t.renewalTerm)),
    check('lease_terms_commission_check', isNonNegative(t.leasingCommissionPct)),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    content: text('content').notNull(),
    // Usernames mentioned with @ in the content.
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_opportunity_created_idx').on(t.opportunityId, t.createdAt),
    index('comments_user_idx').on(t.userId),
    check('comments_content_check', isNotBlank(t.content)),
  ],
);

export const dealUpdates = pgTable(
  'deal_updates',
  {
    id: id(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    content: text('content').notNull(),
    isTour: boolean('is_tour').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_updates_opportunity_created_idx').on(t.opportunityId, t.createdAt),
    index('deal_updates_user_idx').on(t.userId),
    check('deal_updates_content_check', isNotBlank(t.content)),
  ],
);

/** Metadata of a file attached to a deal; the bytes live in storage under `storage_key` (25 MiB max). */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique('documents_storage_key_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_opportunity_idx').on(t.opportunityId, t.createdAt),
    index('documents_uploaded_by_idx').on(t.uploadedBy),
    check('documents_file_name_check', isNotBlank(t.fileName)),
    check('documents_size_check', isBetween(t.sizeBytes, 1, 26214400)),
  ],
);

/** A to-do on a deal (the opportunity screen's Tasks tab): assigned, due, completed. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: calendarDate('due_date'),
    completedAt: instant('completed_at'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_opportunity_idx').on(t.opportunityId, t.createdAt),
    index('tasks_assignee_idx').on(t.assigneeId, t.completedAt),
    index('tasks_created_by_idx').on(t.createdBy),
    check('tasks_title_check', isNotBlank(t.title)),
  ],
);

export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type Opportunity = typeof opportunities.$inferSelect;
export type NewOpportunity = typeof opportunities.$inferInsert;
export type LeaseTerms = typeof leaseTerms.$inferSelect;
export type NewLeaseTerms = typeof leaseTerms.$inferInsert;
export type Comment = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;
export type DealUpdate = typeof dealUpdates.$inferSelect;
export type NewDealUpdate = typeof dealUpdates.$inferInsert;
export type DealDocument = typeof documents.$inferSelect;
export type NewDealDocument = typeof documents.$inferInsert;
