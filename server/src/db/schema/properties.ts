import { assetClasses, assetTypes } from '@common/property-classes';
import { listingStatuses, makeReadyStatuses, spaceTypes } from '@common/space-types';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { isNonNegative, isOneOf, isPositive } from './checks';
import { calendarDate, createdAt, id, money, updatedAt } from './columns';
import { users } from './users';

export const properties = pgTable(
  'properties',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    market: text('market').notNull(),
    assetClass: text('asset_class', { enum: assetClasses }).notNull(),
    assetType: text('asset_type', { enum: assetTypes }).notNull(),
    assetManagerId: integer('asset_manager_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name'),
    ownerType: text('owner_type'),
    ownerContactName: text('owner_contact_name'),
    ownerContactEmail: text('owner_contact_email'),
    ownerContactPhone: text('owner_contact_phone'),
    yearBuilt: integer('year_built'),
    yearRenovated: integer('year_renovated'),
    isMedical: boolean('is_medical').notNull().default(false),
    floorCount: integer('floor_count').notNull(),
    totalSf: integer('total_sf').notNull(),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    hospitalRestrictions: text('hospital_restrictions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_asset_manager_idx').on(t.assetManagerId),
    index('properties_market_idx').on(t.market),
    index('properties_state_idx').on(t.state),
    index('properties_city_idx').on(t.city),
    // Lease Documents sorted by building: buildings in this order, their leases looked up by suite.
    index('properties_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    // The command palette's substring search (ILIKE '%…%') of a building's name, address, city and market.
    index('properties_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('properties_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    index('properties_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    index('properties_market_trgm_idx').using('gin', sql`${t.market} gin_trgm_ops`),
    // The list's order: a page is read off the index.
    index('properties_name_id_idx').on(t.name, t.id),
    check('properties_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('properties_asset_class_check', isOneOf(t.assetClass, assetClasses)),
    check('properties_asset_type_check', isOneOf(t.assetType, assetTypes)),
    check('properties_total_sf_check', isPositive(t.totalSf)),
    check('properties_floor_count_check', isPositive(t.floorCount)),
    check('properties_year_built_check', sql`${t.yearBuilt} between 1800 and 2100`),
    check('properties_year_renovated_check', sql`${t.yearRenovated} >= ${t.yearBuilt}`),
  ],
);

export const floors = pgTable(
  'floors',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    totalSf: integer('total_sf').notNull(),
  },
  (t) => [
    unique('floors_property_number_unique').on(t.propertyId, t.number),
    // Target of spaces' composite foreign key: a space's floor must belong to the space's property.
    unique('floors_id_property_unique').on(t.id, t.propertyId),
    check('floors_total_sf_check', isPositive(t.totalSf)),
  ],
);

export const spaces = pgTable(
  'spaces',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').notNull(),
    suite: text('suite').notNull(),
    rentableSf: integer('rentable_sf').notNull(),
    usableSf: integer('usable_sf'),
    spaceType: text('space_type', { enum: spaceTypes }).notNull().default('office'),
    askingRentPsf: money('asking_rent_psf'),
    dateAvailable: calendarDate('date_available'),
    isSpecSuite: boolean('is_spec_suite').notNull().default(false),
    isDivisible: boolean('is_divisible').notNull().default(false),
    minDivisibleSf: integer('min_divisible_sf'),
    makeReadyStatus: text('make_ready_status', { enum: makeReadyStatuses }),
    marketingDescription: text('marketing_description'),
    listingStatus: text('listing_status', { enum: listingStatuses }).notNull().default('inactive'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('spaces_property_suite_unique').on(t.propertyId, t.suite),
    foreignKey({
      name: 'spaces_floor_property_fk',
      columns: [t.floorId, t.propertyId],
      foreignColumns: [floors.id, floors.propertyId],
    }).onDelete('cascade'),
    index('spaces_floor_idx').on(t.floorId),
    index('spaces_listing_status_idx').on(t.listingStatus),
    // The command palette's substring search of a suite's number.
    index('spaces_suite_trgm_idx').using('gin', sql`${t.suite} gin_trgm_ops`),
    // Two-character searches, which have no trigram (migration 0026, search_bigrams()).
    index('spaces_suite_bigram_idx').using('gin', sql`search_bigrams(lower(${t.suite}))`),
    check('spaces_rentable_sf_check', isPositive(t.rentableSf)),
    check('spaces_usable_sf_check', sql`${t.usableSf} > 0 and ${t.usableSf} <= ${t.rentableSf}`),
    check('spaces_space_type_check', isOneOf(t.spaceType, spaceTypes)),
    check('spaces_asking_rent_check', isNonNegative(t.askingRentPsf)),
    check(
      'spaces_min_divisible_sf_check',
      sql`${t.minDivisibleSf} > 0 and ${t.minDivisibleSf} <= ${t.rentableSf}`,
    ),
    check('spaces_make_ready_status_check', isOneOf(t.makeReadyStatus, makeReadyStatuses)),
    check('spaces_listing_status_check', isOneOf(t.listingStatus, listingStatuses)),
  ],
);

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type Floor = typeof floors.$inferSelect;
export type NewFloor = typeof floors.$inferInsert;
export type Space = typeof spaces.$inferSelect;
export type NewSpace = typeof spaces.$inferInsert;
