import { z } from 'zod';
import { dealStages } from './deal-stages';
import { industries } from './industries';
import { suiteStatuses } from './lease-lifecycle';
import { leaseStatuses } from './lease-statuses';
import { leaseTypes } from './lease-types';
import { type OptionType, optionTypes } from './option-types';
import { optionItemSchema } from './options';
import { listingStatuses, spaceTypes } from './space-types';

/*
 * Contracts of /api/stacking-plan: the building list of the select, one building's floors with every
 * suite and its in-place lease, and one suite's Space Details (subleases, deals, budget, options).
 * The screen filters client-side: a building (even 60 floors and 1,500 suites) comes in one response.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nameRef = z.object({ id: z.number().int(), name: z.string() });
const optionTypeSchema = z.enum(optionTypes as [OptionType, ...OptionType[]]);

export const stackingBuildingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
});
export type StackingBuilding = z.infer<typeof stackingBuildingSchema>;

/** GET /api/stacking-plan/buildings: every building, by name. */
export const stackingBuildingListSchema = z.object({ items: z.array(stackingBuildingSchema) });
export type StackingBuildingList = z.infer<typeof stackingBuildingListSchema>;

/** The in-place (active) lease of a suite; `tenant` is the occupant (the subtenant of a sublease). */
export const stackingLeaseSchema = z.object({
  id: z.number().int(),
  tenant: nameRef,
  /** The tenant's industry normalised to common/industries.ts (fallback Other). */
  industry: z.enum(industries),
  startDate: isoDate,
  endDate: isoDate,
  /** Starting base rent, $/RSF/yr. */
  baseRentPsf: z.number(),
  /** In-place rent: the starting rent escalated for the lease years completed by today (inPlaceRentPsf), $/RSF/yr. */
  inPlaceRentPsf: z.number(),
  escalationPct: z.number(),
  leaseType: z.enum(leaseTypes),
  isSublease: z.boolean(),
  /** The head tenant of a sublease. */
  sublessor: nameRef.nullable(),
});
export type StackingLease = z.infer<typeof stackingLeaseSchema>;

/** One suite of a floor: one segment of the floor's bar. */
export const stackingSpaceSchema = z.object({
  id: z.number().int(),
  suite: z.string(),
  rentableSf: z.number().int(),
  spaceType: z.enum(spaceTypes),
  /** occupied / vacant / pre-leased / expiring / renewed, by suiteStatus() in lease-lifecycle.ts. */
  status: z.enum(suiteStatuses),
  /** The next signed lease of the suite (one that has not started), if any: who and from when. */
  signedLease: z.object({ tenant: nameRef, startDate: isoDate }).nullable(),
  listingStatus: z.enum(listingStatuses),
  dateAvailable: isoDate.nullable(),
  askingRentPsf: z.number().nullable(),
  lease: stackingLeaseSchema.nullable(),
  /** Types of the non-expired options over this suite (held on it or targeting it), distinct. */
  optionTypes: z.array(optionTypeSchema),
  /** Options over this suite with a conflict (findOptionConflicts in options.ts). */
  conflictCount: z.number().int(),
});
export type StackingSpace = z.infer<typeof stackingSpaceSchema>;

export const stackingFloorSchema = z.object({
  number: z.number().int(),
  totalSf: z.number().int(),
  leasedSf: z.number().int(),
  vacantSf: z.number().int(),
  /** Suites in suite order. */
  spaces: z.array(stackingSpaceSchema),
});
export type StackingFloor = z.infer<typeof stackingFloorSchema>;

/** GET /api/stacking-plan/:propertyId. Floors highest first. */
export const stackingPlanSchema = z.object({
  building: stackingBuildingSchema.extend({
    zipCode: z.string(),
    totalSf: z.number().int(),
    leasedSf: z.number().int(),
    vacantSf: z.number().int(),
  }),
  floors: z.array(stackingFloorSchema),
  /** The server's calendar day, which filters and expiry colours measure from. */
  today: isoDate,
});
export type StackingPlan = z.infer<typeof stackingPlanSchema>;

/** GET /api/stacking-plan/:propertyId/spaces/:spaceId: the Space Details accordions. */
export const stackingSpaceDetailsSchema = z.object({
  spaceId: z.number().int(),
  /** Sublease leases of this suite, newest first. */
  subleases: z.array(
    z.object({
      id: z.number().int(),
      subtenant: nameRef,
      sublessor: nameRef.nullable(),
      startDate: isoDate,
      endDate: isoDate,
      baseRentPsf: z.number(),
      status: z.enum(leaseStatuses),
    }),
  ),
  /** Deals on this suite, latest activity first. */
  deals: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      tenant: nameRef.nullable(),
      stage: z.enum(dealStages),
      squareFeet: z.number().int().nullable(),
      lastActivityAt: z.string(),
    }),
  ),
  /** The landlord's budget terms (each deal's latest budget round) of the deals on this suite. */
  budget: z.array(
    z.object({
      dealId: z.number().int(),
      dealName: z.string(),
      leaseType: z.enum(leaseTypes),
      termMonths: z.number().int(),
      /** As the lease-terms form holds it ($/RSF/yr). */
      baseRent: z.number(),
      rentEscalation: z.number(),
      rentFreeMonths: z.number(),
      tenantImprovements: z.number(),
    }),
  ),
  /** Options over this suite (held on it or targeting it), with status, flag and conflicts. */
  /** The suite's options as the options list shows them, without the place (the suite is known). */
  options: z.array(
    optionItemSchema.pick({
      id: true,
      optionType: true,
      tenant: true,
      noticeStart: true,
      noticeEnd: true,
      effectiveDate: true,
      targets: true,
      description: true,
      status: true,
      flag: true,
      conflicts: true,
    }),
  ),
});
export type StackingSpaceDetails = z.infer<typeof stackingSpaceDetailsSchema>;

export const stackingBuildingNotFoundMessage = 'Property not found';
export const stackingSpaceNotFoundMessage = 'Space not found';
