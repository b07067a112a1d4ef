import { actionPlanStatuses } from '@common/action-plan-statuses';
import { actionTypes } from '@common/action-plans';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isBetween, isNotBlank, isOneOf } from './checks';
import { calendarDate, createdAt, id } from './columns';
import { properties } from './properties';
import { tenants } from './tenants';
import { users } from './users';

/** Tenant sentiment survey results; scores are 0–10, likelihood 0–100. */
export const tenantSurveys = pgTable(
  'tenant_surveys',
  {
    id: id(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    satisfactionScore: integer('satisfaction_score').notNull(),
    renewalLikelihood: integer('renewal_likelihood').notNull(),
    hasExpansionIntentions: boolean('has_expansion_intentions').notNull().default(false),
    parkingSatisfaction: integer('parking_satisfaction').notNull(),
    tiSatisfaction: integer('ti_satisfaction').notNull(),
    landlordResponsiveness: integer('landlord_responsiveness').notNull(),
    topComplaint: text('top_complaint'),
    secondaryComplaint: text('secondary_complaint'),
    surveyDate: calendarDate('survey_date').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_surveys_tenant_date_idx').on(t.tenantId, t.surveyDate),
    index('tenant_surveys_property_idx').on(t.propertyId),
    check('tenant_surveys_satisfaction_check', isBetween(t.satisfactionScore, 0, 10)),
    check('tenant_surveys_renewal_likelihood_check', isBetween(t.renewalLikelihood, 0, 100)),
    check('tenant_surveys_parking_check', isBetween(t.parkingSatisfaction, 0, 10)),
    check('tenant_surveys_ti_check', isBetween(t.tiSatisfaction, 0, 10)),
    check('tenant_surveys_responsiveness_check', isBetween(t.landlordResponsiveness, 0, 10)),
  ],
);

export const actionPlans = pgTable(
  'action_plans',
  {
    id: id(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    actionType: text('action_type', { enum: actionTypes }).notNull().default('contact'),
    description: text('description').notNull(),
    assignedTo: integer('assigned_to')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    dueDate: calendarDate('due_date').notNull(),
    followupDate: calendarDate('followup_date'),
    status: text('status', { enum: actionPlanStatuses }).notNull().default('open'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('action_plans_tenant_idx').on(t.tenantId, t.status),
    index('action_plans_property_idx').on(t.propertyId),
    index('action_plans_assigned_to_idx').on(t.assignedTo),
    index('action_plans_created_by_idx').on(t.createdBy),
    check('action_plans_action_type_check', isOneOf(t.actionType, actionTypes)),
    check('action_plans_description_check', isNotBlank(t.description)),
    check('action_plans_status_check', isOneOf(t.status, actionPlanStatuses)),
  ],
);

export type TenantSurvey = typeof tenantSurveys.$inferSelect;
export type NewTenantSurvey = typeof tenantSurveys.$inferInsert;
export type ActionPlan = typeof actionPlans.$inferSelect;
export type NewActionPlan = typeof actionPlans.$inferInsert;
