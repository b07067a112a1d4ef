import { z } from 'zod';
import { dealStages, dealTypes } from './deal-stages';
import { expiryHorizonDays, suiteStatuses } from './lease-lifecycle';
import { leaseStatuses } from './lease-statuses';
import { leaseTypes } from './lease-types';
import {
  decimalParam,
  keywordParam,
  optionalParam,
  pageQuerySchema,
  recordIdSchema,
  wholeNumberParam,
} from './properties';
import { listingStatuses, makeReadyStatuses, spaceTypes } from './space-types';

/*
 * Contracts of /api/spaces and of the property screen's Spaces and Leases tabs. A suite's status is
 * suiteStatus() of lease-lifecycle.ts (in SQL, suite_status()): occupied, vacant, pre-leased,
 * expiring or renewed. Available Spaces lists the marketable ones: vacant, or expiring within the
 * window (180 days unless asked otherwise) with nothing signed after.
 */

/** Days ahead an expiring suite is listed as coming free (the suite rule's horizon). */
export const upcomingWindowDays = expiryHorizonDays;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nameRef = z.object({ id: z.number().int(), name: z.string() });

/** One lease as lists show it; `tenant` is the occupant (the subtenant of a sublease). */
export const leaseSummarySchema = z.object({
  id: z.number().int(),
  tenant: nameRef,
  startDate: isoDate,
  endDate: isoDate,
  baseRentPsf: z.number(),
  escalationPct: z.number(),
  leaseType: z.enum(leaseTypes),
  status: z.enum(leaseStatuses),
  isSublease: z.boolean(),
});
export type LeaseSummary = z.infer<typeof leaseSummarySchema>;

/** A lease with where it is: the property's Leases tab, the tenant's leases. */
export const placedLeaseSchema = leaseSummarySchema.extend({
  property: nameRef,
  spaceId: z.number().int(),
  suite: z.string(),
  floorNumber: z.number().int(),
  rentableSf: z.number().int(),
});
export type PlacedLease = z.infer<typeof placedLeaseSchema>;

/** A suite on the property screen's Spaces tab. */
export const propertySpaceSchema = z.object({
  id: z.number().int(),
  suite: z.string(),
  floorNumber: z.number().int(),
  rentableSf: z.number().int(),
  spaceType: z.enum(spaceTypes),
  status: z.enum(suiteStatuses),
  tenant: nameRef.nullable(),
  leaseEnd: isoDate.nullable(),
  askingRentPsf: z.number().nullable(),
  listingStatus: z.enum(listingStatuses),
  dateAvailable: isoDate.nullable(),
});
export type PropertySpace = z.infer<typeof propertySpaceSchema>;

export const propertyFloorSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  totalSf: z.number().int(),
  spaces: z.array(propertySpaceSchema),
});
export type PropertyFloor = z.infer<typeof propertyFloorSchema>;

export const spaceAvailabilities = ['vacant', 'upcoming', 'all'] as const;

export const spaceListQuerySchema = z
  .object({
    minSf: optionalParam(wholeNumberParam(0, 10_000_000)),
    maxSf: optionalParam(wholeNumberParam(0, 10_000_000)),
    spaceType: optionalParam(z.enum(spaceTypes)),
    /** Asking rent at most this ($/RSF/yr); suites without an asking rent are left out. */
    maxRate: optionalParam(decimalParam(100_000)),
    /** 'all' (the default) is vacant and expiring ('upcoming'); let suites are never listed. */
    availability: optionalParam(z.enum(spaceAvailabilities, 'Must be vacant, upcoming or all')),
    /** The upcoming window in days (default 180). */
    withinDays: optionalParam(wholeNumberParam(1, 3650)),
    propertyId: optionalParam(recordIdSchema),
    /** Suite, property name, address, city or market. */
    keyword: keywordParam,
  })
  .extend(pageQuerySchema.shape)
  .refine((query) => query.minSf === undefined || query.maxSf === undefined || query.minSf <= query.maxSf, {
    message: 'minSf must not exceed maxSf',
    path: ['minSf'],
  });
export type SpaceListQuery = z.infer<typeof spaceListQuerySchema>;

const propertyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  market: z.string(),
});

export const spaceListItemSchema = z.object({
  id: z.number().int(),
  suite: z.string(),
  floorNumber: z.number().int(),
  rentableSf: z.number().int(),
  spaceType: z.enum(spaceTypes),
  askingRentPsf: z.number().nullable(),
  listingStatus: z.enum(listingStatuses),
  dateAvailable: isoDate.nullable(),
  /** Marketable suites only: vacant, or expiring with nothing signed after. */
  status: z.enum(['vacant', 'expiring']),
  property: propertyRefSchema,
  currentLease: z.object({ id: z.number().int(), tenant: nameRef, endDate: isoDate }).nullable(),
});
export type SpaceListItem = z.infer<typeof spaceListItemSchema>;

export const spaceListResponseSchema = z.object({
  items: z.array(spaceListItemSchema),
  total: z.number().int(),
});
export type SpaceListResponse = z.infer<typeof spaceListResponseSchema>;

export const spaceDealSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  prospectName: z.string(),
  tenant: nameRef.nullable(),
  stage: z.enum(dealStages),
  dealType: z.enum(dealTypes),
  squareFeetNeeded: z.number().int(),
  proposedRent: z.number().nullable(),
  lastActivityAt: z.string(),
});
export type SpaceDeal = z.infer<typeof spaceDealSchema>;

export const spaceDetailSchema = z.object({
  id: z.number().int(),
  suite: z.string(),
  rentableSf: z.number().int(),
  usableSf: z.number().int().nullable(),
  spaceType: z.enum(spaceTypes),
  status: z.enum(suiteStatuses),
  askingRentPsf: z.number().nullable(),
  dateAvailable: isoDate.nullable(),
  isSpecSuite: z.boolean(),
  isDivisible: z.boolean(),
  minDivisibleSf: z.number().int().nullable(),
  makeReadyStatus: z.enum(makeReadyStatuses).nullable(),
  marketingDescription: z.string().nullable(),
  listingStatus: z.enum(listingStatuses),
  property: propertyRefSchema.extend({ zipCode: z.string() }),
  floor: z.object({ id: z.number().int(), number: z.number().int() }),
  currentLease: leaseSummarySchema.nullable(),
  /** Every lease of the suite, newest start first. */
  leases: z.array(leaseSummarySchema),
  /** Deals on this suite, most recent activity first. */
  deals: z.array(spaceDealSchema),
});
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

export const spaceNotFoundMessage = 'Space not found';
