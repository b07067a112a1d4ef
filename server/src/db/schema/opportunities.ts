import { dealEventKinds, dealLostReasons } from '@common/deal-history';
import { dealStages, dealTypes } from '@common/deal-stages';
import { leaseTermKinds } from '@common/lease-term-kinds';
import { leaseTypes } from '@common/lease-types';
import { approvalStatuses, proposalSides } from '@common/proposal-rounds';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isBetween, isNonNegative, isNotBlank, isOneOf, isPositive } from './checks';
import { calendarDate, createdAt, id, instant, money, months, percent, updatedAt } from './columns';
import { properties, spaces } from './properties';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A stage's place in the pipeline (1 = inquiry … 9 = idle): the stage column's sort key, spelled once for
 * its index and the query.
 */
export const dealStageOrder = (stage: AnyPgColumn | SQL) =>
  sql`array_position(array[${sql.raw(dealStages.map((value) => `'${value}'`).join(', '))}]::text[], ${stage})`;

/** The deal record (a deal and an opportunity are one record): the pipeline and the deal screen both read it. */
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
    /** When the deal entered its current stage (days in stage count from here). */
    stageEnteredAt: instant('stage_entered_at').notNull().defaultNow(),
    /** For a dead deal, the stage it was lost at (the stage bar fills only up to it); else null. */
    lostAtStage: text('lost_at_stage', { enum: dealStages }),
    /** Why a dead deal died, and the words given with 'other'. */
    lostReason: text('lost_reason', { enum: dealLostReasons }),
    lostReasonNote: text('lost_reason_note'),
    /**
     * The latest funnel stage the deal has been in: its stage, the stage it was lost at, and every stage
     * its history names. Kept by the triggers `opportunities_furthest_stage` and
     * `deal_events_furthest_stage` (migration 0013); the pipeline funnel counts deals by it.
     */
    furthestStage: text('furthest_stage', { enum: dealStages }),
    /** True once someone set the probability by hand: it then stops following the stage. */
    probabilityByHand: boolean('probability_by_hand').notNull().default(false),
    /** The approval status of the deal's latest submitted proposal round (the pipeline's badge); null: none. */
    approvalStatus: text('approval_status', { enum: approvalStatuses }),
    /** Bumped by every write to the deal, so a write made on a stale copy is refused (409). */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A stage's deals by newest activity (the board's columns), and the sort by stage. This index and
    // opportunities_last_activity_idx also INCLUDE the columns the pipeline filters read (migration
    // `deal_page_covering_indexes`; drizzle's builder has no INCLUDE).
    index('opportunities_stage_idx').on(t.stage, t.lastActivityAt, t.id),
    index('opportunities_stage_order_idx').on(dealStageOrder(t.stage), t.id),
    index('opportunities_deal_type_idx').on(t.dealType),
    // The pipeline's default order (newest activity first, id breaking ties) read straight off the index.
    index('opportunities_last_activity_idx').on(t.lastActivityAt, t.id),
    // Sort by NER either way, deals without terms last.
    index('opportunities_proposal_ner_desc_idx').on(t.proposalNer.desc().nullsLast(), t.id.desc()),
    index('opportunities_proposal_ner_asc_idx').on(t.proposalNer.asc().nullsLast(), t.id.asc()),
    // A building's deals, with what the pipeline's strips count of them: a filter by state, market,
    // city or building counts its deals off this index alone (an index-only scan).
    index('opportunities_property_idx').on(
      t.propertyId,
      t.stage,
      t.lastActivityAt,
      t.squareFeetNeeded,
      t.potentialValue,
      t.probability,
    ),
    index('opportunities_tenant_idx').on(t.tenantId),
    // The pipeline funnel reads the period's deals from here alone (an index-only scan).
    index('opportunities_funnel_idx').on(
      t.createdAt,
      t.propertyId,
      t.furthestStage,
      t.stage,
      t.lostReason,
      t.squareFeetNeeded,
      t.id,
    ),
    index('opportunities_space_idx').on(t.spaceId),
    // "My deals" by newest activity, and the ageing strip's exact count of a boundary day for one lead.
    index('opportunities_lead_user_idx').on(t.leadUserId, t.lastActivityAt, t.id),
    // The pipeline's sorts by prospect and by size, read straight off an index either way. The
    // prospect index also INCLUDEs the name, for the search (migration `search_name_indexes_include`).
    index('opportunities_prospect_name_sort_idx').on(sql`lower(${t.prospectName})`, t.id),
    index('opportunities_square_feet_idx').on(t.squareFeetNeeded, t.id),
    // Keyword filter of the pipeline: a substring (ILIKE '%…%') of the prospect's name, at 50,000 deals.
    index('opportunities_prospect_name_trgm_idx').using('gin', sql`${t.prospectName} gin_trgm_ops`),
    // Two-character searches, which have no trigram (migration 0026, search_bigrams()).
    index('opportunities_prospect_name_bigram_idx').using(
      'gin',
      sql`search_bigrams(lower(${t.prospectName}))`,
    ),
    check('opportunities_title_check', isNotBlank(t.title)),
    check('opportunities_prospect_name_check', isNotBlank(t.prospectName)),
    check('opportunities_stage_check', isOneOf(t.stage, dealStages)),
    check('opportunities_deal_type_check', isOneOf(t.dealType, dealTypes)),
    check('opportunities_square_feet_check', isPositive(t.squareFeetNeeded)),
    check('opportunities_proposed_rent_check', isNonNegative(t.proposedRent)),
    check('opportunities_potential_value_check', isNonNegative(t.potentialValue)),
    check('opportunities_probability_check', isBetween(t.probability, 0, 100)),
    check('opportunities_lost_at_stage_check', isOneOf(t.lostAtStage, dealStages)),
    check('opportunities_lost_reason_check', isOneOf(t.lostReason, dealLostReasons)),
    check('opportunities_approval_status_check', isOneOf(t.approvalStatus, approvalStatuses)),
  ],
);

/**
 * The pipeline's counts kept as they change: per stage, lead and UTC day of the last activity, how many
 * deals there are, their summed square_feet_needed and their weighted value in whole cents
 * (`deal_weighted_cents`, common/weighted-value.ts in SQL). Kept by the statement triggers
 * `deal_stage_days_*` on opportunities (hand-written in this table's migration), so the unfiltered
 * pipeline (and one filtered by stage, lead or last update only) counts without reading every deal.
 */
export const dealStageDays = pgTable(
  'deal_stage_days',
  {
    stage: text('stage', { enum: dealStages }).notNull(),
    // No foreign key: the row follows the deals' lead_user_id, which the deals' own key already keeps.
    leadUserId: integer('lead_user_id'),
    day: date('day', { mode: 'string' }).notNull(),
    deals: integer('deals').notNull(),
    squareFeet: bigint('square_feet', { mode: 'number' }).notNull(),
    weightedCents: bigint('weighted_cents', { mode: 'number' }).notNull(),
  },
  (t) => [unique('deal_stage_days_key').on(t.stage, t.leadUserId, t.day).nullsNotDistinct()],
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
    `(${aggregate} * (1 - coalesce(leasing_commission_pct, 0)::float8 / 100) - ${freeRent} - tenant_improvements::float8 - other_landlord_costs::float8) / (term_months::float8 / 12)`,
  );
})();

/** A deal's lease terms: one row per deal and kind; the form edits kind 'proposal'. */
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
    /** Any other landlord cost of the deal, $/RSF, paid up front like TI (an accepted round's carry over). */
    otherLandlordCosts: money('other_landlord_costs').notNull().default(0),
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
    check('lease_terms_other_costs_check', isNonNegative(t.otherLandlordCosts)),
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
    /** A post logged as a tour of the space. */
    isTour: boolean('is_tour').notNull().default(false),
    /** The post this one replies to (threads are one level deep); null for a top-level post. */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_opportunity_created_idx').on(t.opportunityId, t.createdAt),
    index('comments_user_idx').on(t.userId),
    index('comments_parent_idx').on(t.parentId),
    check('comments_content_check', isNotBlank(t.content)),
  ],
);

/** Who liked which post: one like per person and post. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
);

/**
 * A deal's proposal rounds: each a dated, complete set of terms from one side. At most one round of
 * a deal is accepted; its terms are the deal's lease terms (lease_terms kind 'proposal').
 */
export const proposalRounds = pgTable(
  'proposal_rounds',
  {
    id: id(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    side: text('side', { enum: proposalSides }).notNull(),
    roundDate: calendarDate('round_date').notNull(),
    leaseType: text('lease_type', { enum: leaseTypes }).notNull().default('gross'),
    areaRsf: integer('area_rsf').notNull(),
    termMonths: integer('term_months').notNull(),
    baseRent: money('base_rent').notNull(),
    rentEscalation: percent('rent_escalation').notNull().default(3),
    rentFreeMonths: months('rent_free_months').notNull().default(0),
    /** $/RSF */
    tenantImprovements: money('tenant_improvements').notNull().default(0),
    leasingCommissionPct: percent('leasing_commission_pct'),
    /** Any other landlord cost of the deal, $/RSF (moving allowance, legal, base-building work). */
    otherLandlordCosts: money('other_landlord_costs').notNull().default(0),
    note: text('note'),
    accepted: boolean('accepted').notNull().default(false),
    approvalStatus: text('approval_status', { enum: approvalStatuses }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    decisionComment: text('decision_comment'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Bumped by every write, so a write made on a stale copy is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('proposal_rounds_opportunity_idx').on(t.opportunityId, t.roundDate, t.id),
    uniqueIndex('proposal_rounds_one_accepted_idx').on(t.opportunityId).where(sql`${t.accepted}`),
    index('proposal_rounds_pending_idx').on(t.approvalStatus).where(sql`${t.approvalStatus} = 'pending'`),
    check('proposal_rounds_side_check', isOneOf(t.side, proposalSides)),
    check('proposal_rounds_lease_type_check', isOneOf(t.leaseType, leaseTypes)),
    check('proposal_rounds_area_check', isPositive(t.areaRsf)),
    check('proposal_rounds_term_check', isPositive(t.termMonths)),
    check('proposal_rounds_base_rent_check', isPositive(t.baseRent)),
    check('proposal_rounds_rent_escalation_check', isNonNegative(t.rentEscalation)),
    check('proposal_rounds_rent_free_check', isNonNegative(t.rentFreeMonths)),
    check('proposal_rounds_tenant_improvements_check', isNonNegative(t.tenantImprovements)),
    check('proposal_rounds_commission_check', isNonNegative(t.leasingCommissionPct)),
    check('proposal_rounds_other_costs_check', isNonNegative(t.otherLandlordCosts)),
    check('proposal_rounds_approval_status_check', isOneOf(t.approvalStatus, approvalStatuses)),
  ],
);

/** A deal's history: every stage, terms, round, approval, assignment and probability change, by whom. */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: id(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: dealEventKinds }).notNull(),
    /** The value before and after, as the kind records it (a stage value, a user id, a round id…). */
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** Free words recorded with the change: a lost reason's text, an approval comment. */
    note: text('note'),
    /**
     * For a stage change: when the stay it ends began (the deal's previous stage change, or its
     * creation). Filled on insert by the trigger `deal_events_stay_start` (migration 0013).
     */
    stayStartedAt: instant('stay_started_at'),
    /**
     * That stay's length in tenths of a day, to the nearest (stayTenths() in common: whole seconds ÷
     * 8,640, halves up); null for other kinds. The pipeline's median days per stage count these.
     */
    stayTenths: integer('stay_tenths').generatedAlwaysAs(
      sql`floor(greatest(0, floor(date_part('epoch', created_at - stay_started_at))) / 8640 + 0.5)`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_events_opportunity_idx').on(t.opportunityId, t.createdAt, t.id),
    // The pipeline's stage stays read from here alone (an index-only scan).
    index('deal_events_stays_idx')
      .on(t.opportunityId, t.fromValue, t.stayTenths)
      .where(sql`${t.kind} = 'stage'`),
    index('deal_events_stage_idx').on(t.kind, t.createdAt).where(sql`${t.kind} = 'stage'`),
    check('deal_events_kind_check', isOneOf(t.kind, dealEventKinds)),
  ],
);

/** A named pipeline view (filters and sort as a URL query), personal or shared with the team. */
export const savedDealViews = pgTable(
  'saved_deal_views',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The pipeline's URL query without '?': filters and sort, e.g. 'stage=loi&sort=ner&dir=desc'. */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_deal_views_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    index('saved_deal_views_shared_idx').on(t.shared),
    check('saved_deal_views_name_check', isNotBlank(t.name)),
  ],
);

/** The saved view a person's pipeline opens with (their own or a shared one); none: the plain pipeline. */
export const dealViewDefaults = pgTable('deal_view_defaults', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  viewId: integer('view_id')
    .notNull()
    .references(() => savedDealViews.id, { onDelete: 'cascade' }),
});

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
export type DealDocument = typeof documents.$inferSelect;
export type ProposalRound = typeof proposalRounds.$inferSelect;
export type NewProposalRound = typeof proposalRounds.$inferInsert;
export type DealEvent = typeof dealEvents.$inferSelect;
export type NewDealEvent = typeof dealEvents.$inferInsert;
export type SavedDealView = typeof savedDealViews.$inferSelect;
export type NewDealDocument = typeof documents.$inferInsert;
