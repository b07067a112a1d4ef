import { relations } from 'drizzle-orm';
import { aiOpportunities } from './ai';
import { auditLog } from './audit';
import { leaseComps } from './comps';
import { jobs } from './jobs';
import { leases } from './leases';
import { notifications } from './notifications';
import { comments, documents, leaseTerms, opportunities } from './opportunities';
import { options } from './options';
import { floors, properties, spaces } from './properties';
import { actionPlans, tenantSurveys } from './risk';
import { tenants } from './tenants';
import { trainingCategories, trainingLessons } from './training';
import { sessions, userPreferences, users } from './users';

export const usersRelations = relations(users, ({ many, one }) => ({
  sessions: many(sessions),
  preferences: one(userPreferences),
  notifications: many(notifications),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const userPreferencesRelations = relations(userPreferences, ({ one }) => ({
  user: one(users, { fields: [userPreferences.userId], references: [users.id] }),
}));

export const propertiesRelations = relations(properties, ({ one, many }) => ({
  assetManager: one(users, { fields: [properties.assetManagerId], references: [users.id] }),
  floors: many(floors),
  spaces: many(spaces),
  opportunities: many(opportunities),
  options: many(options),
  leaseComps: many(leaseComps),
  tenantSurveys: many(tenantSurveys),
}));

export const floorsRelations = relations(floors, ({ one, many }) => ({
  property: one(properties, { fields: [floors.propertyId], references: [properties.id] }),
  spaces: many(spaces),
}));

export const spacesRelations = relations(spaces, ({ one, many }) => ({
  property: one(properties, { fields: [spaces.propertyId], references: [properties.id] }),
  floor: one(floors, { fields: [spaces.floorId], references: [floors.id] }),
  leases: many(leases),
  opportunities: many(opportunities),
  options: many(options),
}));

export const tenantsRelations = relations(tenants, ({ many }) => ({
  leases: many(leases, { relationName: 'leaseTenant' }),
  sublets: many(leases, { relationName: 'leaseSublessor' }),
  opportunities: many(opportunities),
  options: many(options),
  surveys: many(tenantSurveys),
  actionPlans: many(actionPlans),
}));

export const leasesRelations = relations(leases, ({ one, many }) => ({
  tenant: one(tenants, { fields: [leases.tenantId], references: [tenants.id], relationName: 'leaseTenant' }),
  sublessor: one(tenants, {
    fields: [leases.sublessorTenantId],
    references: [tenants.id],
    relationName: 'leaseSublessor',
  }),
  space: one(spaces, { fields: [leases.spaceId], references: [spaces.id] }),
  options: many(options),
}));

export const opportunitiesRelations = relations(opportunities, ({ one, many }) => ({
  property: one(properties, { fields: [opportunities.propertyId], references: [properties.id] }),
  space: one(spaces, { fields: [opportunities.spaceId], references: [spaces.id] }),
  tenant: one(tenants, { fields: [opportunities.tenantId], references: [tenants.id] }),
  leadUser: one(users, { fields: [opportunities.leadUserId], references: [users.id] }),
  creator: one(users, { fields: [opportunities.createdBy], references: [users.id] }),
  leaseTerms: many(leaseTerms),
  comments: many(comments),
  documents: many(documents),
}));

export const leaseTermsRelations = relations(leaseTerms, ({ one }) => ({
  opportunity: one(opportunities, { fields: [leaseTerms.opportunityId], references: [opportunities.id] }),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  opportunity: one(opportunities, { fields: [comments.opportunityId], references: [opportunities.id] }),
  user: one(users, { fields: [comments.userId], references: [users.id] }),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  opportunity: one(opportunities, { fields: [documents.opportunityId], references: [opportunities.id] }),
  uploader: one(users, { fields: [documents.uploadedBy], references: [users.id] }),
}));

export const optionsRelations = relations(options, ({ one }) => ({
  property: one(properties, { fields: [options.propertyId], references: [properties.id] }),
  space: one(spaces, { fields: [options.spaceId], references: [spaces.id] }),
  lease: one(leases, { fields: [options.leaseId], references: [leases.id] }),
  tenant: one(tenants, { fields: [options.tenantId], references: [tenants.id] }),
}));

export const leaseCompsRelations = relations(leaseComps, ({ one }) => ({
  property: one(properties, { fields: [leaseComps.propertyId], references: [properties.id] }),
}));

export const aiOpportunitiesRelations = relations(aiOpportunities, ({ one }) => ({
  property: one(properties, { fields: [aiOpportunities.propertyId], references: [properties.id] }),
  tenant: one(tenants, { fields: [aiOpportunities.tenantId], references: [tenants.id] }),
  space: one(spaces, { fields: [aiOpportunities.spaceId], references: [spaces.id] }),
  lease: one(leases, { fields: [aiOpportunities.leaseId], references: [leases.id] }),
}));

export const jobsRelations = relations(jobs, ({ one }) => ({
  creator: one(users, { fields: [jobs.createdBy], references: [users.id] }),
}));

export const trainingCategoriesRelations = relations(trainingCategories, ({ many }) => ({
  lessons: many(trainingLessons),
}));

export const trainingLessonsRelations = relations(trainingLessons, ({ one }) => ({
  category: one(trainingCategories, {
    fields: [trainingLessons.categoryId],
    references: [trainingCategories.id],
  }),
  author: one(users, { fields: [trainingLessons.createdBy], references: [users.id] }),
}));

export const tenantSurveysRelations = relations(tenantSurveys, ({ one }) => ({
  tenant: one(tenants, { fields: [tenantSurveys.tenantId], references: [tenants.id] }),
  property: one(properties, { fields: [tenantSurveys.propertyId], references: [properties.id] }),
}));

export const actionPlansRelations = relations(actionPlans, ({ one }) => ({
  tenant: one(tenants, { fields: [actionPlans.tenantId], references: [tenants.id] }),
  property: one(properties, { fields: [actionPlans.propertyId], references: [properties.id] }),
  assignee: one(users, { fields: [actionPlans.assignedTo], references: [users.id] }),
  creator: one(users, { fields: [actionPlans.createdBy], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  user: one(users, { fields: [auditLog.userId], references: [users.id] }),
}));
