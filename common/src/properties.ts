import { z } from 'zod';
import { firstReportDay, isCalendarDay, isReportDay, lastReportDay } from './calendar-days';
import { assetClasses, assetTypes } from './property-classes';

/*
 * Contracts of /api/properties (Assets list, Markets and Cities tabs, Create form, property detail).
 * Query helpers live here too: spaces and tenants reuse them so every list reads its query alike.
 */

const maxInt4 = 2_147_483_647;

/** A database id in a path or query: digits only, within PostgreSQL's integer range. */
export const recordIdSchema = z
  .string()
  .regex(/^\d+$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Must be a positive whole number').max(maxInt4, 'Is too large'));

export const idParamsSchema = z.object({ id: recordIdSchema });

/** An empty query value (`?assetClass=`) means "no filter", as an unset select sends it. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A day in a report's query: 'yyyy-MM-dd' of a real day, from 1900 to 2199. */
export const isoDateParam = z
  .string()
  .refine(isCalendarDay, { message: 'Must be a date as yyyy-MM-dd', abort: true })
  .refine(isReportDay, `Must be between ${firstReportDay} and ${lastReportDay}`);

export function wholeNumberParam(min: number, max: number) {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

export function decimalParam(max: number) {
  const message = `Must be a number from 0 to ${max}`;
  return z
    .string()
    .regex(/^\d+(\.\d+)?$/, message)
    .transform(Number)
    .pipe(z.number().max(max, message));
}

export const keywordParam = optionalParam(z.string().trim().max(200, 'Must be at most 200 characters'));

export const maxPageSize = 500;

/** `limit` defaults to every row; a page is at most 500 rows. */
export const pageQuerySchema = z.object({
  limit: optionalParam(wholeNumberParam(1, maxPageSize)),
  offset: optionalParam(wholeNumberParam(0, maxInt4)),
});

export const propertyFiltersSchema = z.object({
  keyword: keywordParam,
  assetClass: optionalParam(z.enum(assetClasses)),
  assetType: optionalParam(z.enum(assetTypes)),
  assetManagerId: optionalParam(recordIdSchema),
});
export type PropertyFilters = z.infer<typeof propertyFiltersSchema>;

export const propertyListQuerySchema = propertyFiltersSchema.extend(pageQuerySchema.shape);
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

export const aggregateDimensions = ['market', 'city'] as const;
export type AggregateDimension = (typeof aggregateDimensions)[number];

export const propertyAggregatesQuerySchema = propertyFiltersSchema.extend({
  by: z.enum(aggregateDimensions, 'Must be market or city'),
});

export const personRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** WALT (common/src/walt.ts): years of lease term left, by area and by rent, with their weights. */
export const waltSchema = z.object({
  inPlaceSf: z.number(),
  inPlaceRent: z.number(),
  byArea: z.number().nullable(),
  byRent: z.number().nullable(),
});

/**
 * The Assets table's computed columns; RSF throughout. The suite figures follow the suite rule
 * (buildingFigures() in common/src/building-figures.ts).
 */
export const propertyFiguresSchema = z.object({
  /** The building's recorded size. */
  totalSf: z.number(),
  /** RSF of suites let: occupied, expiring, renewed or pre-leased. leasedSf + vacantSf = the suites' RSF. */
  leasedSf: z.number(),
  /** RSF of vacant suites. */
  vacantSf: z.number(),
  /** vacantSf ÷ (leasedSf + vacantSf) × 100, one decimal; 0 without suites. */
  vacancyPct: z.number(),
  /** RSF of suites that can be marketed (vacant, or expiring with nothing signed after): 'Total Avail'. */
  availableSf: z.number(),
  /** Deals not in deal, dead or idle. */
  activeDeals: z.number().int(),
  /** Deals in stage deal. */
  doneDeals: z.number().int(),
  units: z.number().int(),
  /** RSF of leases in place ending within 10 months (held over included), not renewed or followed. */
  rollingSf10Mo: z.number(),
  walt: waltSchema,
});
export type PropertyFigures = z.infer<typeof propertyFiguresSchema>;

/** What every view of a building starts with: who, where and what kind. */
const propertyBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  market: z.string(),
  assetClass: z.enum(assetClasses),
  assetType: z.enum(assetTypes),
  assetManager: personRefSchema.nullable(),
});

export const propertyListItemSchema = propertyBaseSchema.extend({
  /** The Assets table's 'Customer' column. */
  ownerName: z.string().nullable(),
  ...propertyFiguresSchema.shape,
});
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

export const propertyListResponseSchema = z.object({
  items: z.array(propertyListItemSchema),
  total: z.number().int(),
});
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

export const propertyAggregateSchema = z.object({
  /** The market, or 'City, ST' (cities are grouped with their state: Portland, OR ≠ Portland, ME). */
  name: z.string(),
  properties: z.number().int(),
  ...propertyFiguresSchema.shape,
});
export type PropertyAggregate = z.infer<typeof propertyAggregateSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The Create form (Assets footer). Optional fields may be omitted or null. */
export const createPropertySchema = z.object({
  name: requiredText('Name', 200),
  address: requiredText('Address', 200),
  city: requiredText('City', 100),
  state: z
    .string('State is required')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be a 2-letter code'),
  zipCode: z
    .string('ZIP code is required')
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits or ZIP+4'),
  market: requiredText('Market', 100),
  assetClass: z.enum(assetClasses, 'Choose an asset class'),
  assetType: z.enum(assetTypes, 'Choose an asset type'),
  assetManagerId: z.number().int().positive().max(maxInt4).nullish(),
  ownerName: z.string().trim().max(200, 'Owner must be at most 200 characters').nullish(),
  totalSf: z
    .number('Size must be a number')
    .int('Size must be a whole number of square feet')
    .positive('Size must be greater than 0')
    .max(maxInt4, 'Size is too large'),
  floorCount: z
    .number()
    .int()
    .min(1, 'Floors must be at least 1')
    .max(300, 'Floors must be at most 300')
    .nullish(),
  yearBuilt: z
    .number('Year built must be a number')
    .int('Year built must be a whole year')
    .min(1800, 'Year built must be 1800 or later')
    // Evaluated on every parse, so the bound moves with the calendar.
    .refine((year) => year <= new Date().getFullYear(), 'Year built cannot be in the future')
    .nullish(),
});
export type CreatePropertyInput = z.infer<typeof createPropertySchema>;

/** The vacant share of the suites' RSF × 100, one decimal; 0 without suites. */
export function vacancyPct(vacantSf: number, suitesSf: number): number {
  return suitesSf > 0 ? Math.round((1000 * vacantSf) / suitesSf) / 10 : 0;
}

export const propertyDetailSchema = propertyBaseSchema.extend({
  owner: z.object({
    name: z.string().nullable(),
    type: z.string().nullable(),
    contact: z.object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  }),
  yearBuilt: z.number().int().nullable(),
  yearRenovated: z.number().int().nullable(),
  isMedical: z.boolean(),
  floorCount: z.number().int(),
  totalSf: z.number().int(),
  amenities: z.array(z.string()),
  certifications: z.array(z.string()),
  /** Empty unless the building is medical. */
  hospitalRestrictions: z.array(z.string()),
  /** WALT today over the building's leases in place. */
  walt: waltSchema,
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const propertyNotFoundMessage = 'Property not found';

export function duplicatePropertyMessage(name: string, address: string): string {
  return `A property named "${name}" at ${address} already exists`;
}
