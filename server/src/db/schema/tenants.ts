import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isNotBlank, isPositive } from './checks';
import { createdAt, id, updatedAt } from './columns';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    name: text('name').notNull(),
    // Free text: values outside @common/industries display as 'Other' (normalizeIndustry).
    industry: text('industry'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    headcount: integer('headcount'),
    hasExpansionIntent: boolean('has_expansion_intent').notNull().default(false),
    website: text('website'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also INCLUDEs the name and industry, for the search (migration `search_name_indexes_include`).
    index('tenants_name_lower_idx').on(sql`lower(${t.name})`),
    // The command palette's substring search (ILIKE '%…%') of a tenant's name and industry.
    index('tenants_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('tenants_industry_trgm_idx').using('gin', sql`${t.industry} gin_trgm_ops`),
    // Two-character searches, which have no trigram (migration 0026, search_bigrams()).
    index('tenants_name_bigram_idx').using('gin', sql`search_bigrams(lower(${t.name}))`),
    index('tenants_industry_bigram_idx').using('gin', sql`search_bigrams(lower(${t.industry}))`),
    check('tenants_name_check', isNotBlank(t.name)),
    check('tenants_headcount_check', isPositive(t.headcount)),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
