import { z } from 'zod';
import { errorResponseSchema } from './errors';
import { expenseBases } from './expense-bases';
import { compLeaseTypes } from './lease-types';
import { spaceTypes } from './space-types';

/** The helper messages, shown when the listings provider cannot answer. */
export const listingsMessages = {
  building: 'Unable to fetch building data at this time',
  availableSpaces: 'Unable to fetch available spaces data at this time',
  tenant: 'Unable to fetch tenant data at this time',
  leaseComps: 'Unable to fetch lease comps data at this time',
  search: 'Unable to perform search at this time',
  clearCache: 'Failed to clear cache',
} as const;

export const buildingNotFoundMessage = 'Building not found';
export const tenantNotFoundMessage = 'Tenant not found';
export const searchQueryTooShortMessage = 'Search query must be at least 2 characters';

/** The provider's endpoints, also the cache's partitions (`POST /api/listings/clear-cache`). */
export const listingsEndpoints = [
  'buildings',
  'available-spaces',
  'lease-comps',
  'tenants',
  'search',
] as const;
export type ListingsEndpoint = (typeof listingsEndpoints)[number];

const text = z.string();
const optionalText = z.string().nullable();
const isoDate = z.iso.date();
const money = z.number().nonnegative();
const contactSchema = z.object({ name: optionalText, email: optionalText, phone: optionalText });

/** A building as the listings provider describes it. */
export const buildingInfoSchema = z.object({
  name: text,
  address: text,
  city: text,
  state: text,
  zip_code: optionalText,
  asset_class: text,
  total_sf: z.number().nonnegative(),
  floor_count: z.number().int().nonnegative(),
  year_built: z.number().int().nullable(),
  year_renovated: z.number().int().nullable(),
  is_medical: z.boolean(),
  ownership: z.object({ owner_name: optionalText, owner_type: optionalText, contact: contactSchema }),
  amenities: z.array(text),
  certifications: z.array(text),
  // The client shows these only when is_medical.
  hospital_restrictions: z.array(text),
});
export type BuildingInfo = z.infer<typeof buildingInfoSchema>;

/** A listed suite; building_id/building_name say where a cross-building result is. */
export const availableSpaceSchema = z.object({
  space_id: z.number().int().positive(),
  building_id: z.number().int().positive().optional(),
  building_name: text.optional(),
  suite: text,
  floor_number: z.number().int().nullable(),
  rentable_sf: z.number().positive(),
  // Null figures mean the rent is not quoted ('call for pricing').
  asking_rate: z.object({ psf: money.nullable(), annual: money.nullable(), monthly: money.nullable() }),
  date_available: isoDate.nullable(),
  space_type: text,
  is_spec_suite: z.boolean(),
  is_divisible: z.boolean(),
  min_divisible_sf: z.number().positive().nullable(),
  make_ready_status: optionalText,
  marketing_description: optionalText,
  broker: z
    .object({ name: text, company: optionalText, email: optionalText, phone: optionalText })
    .nullable(),
  // Rendered as a link: only http(s); any other scheme (javascript:…) is dropped, the listing kept.
  floor_plan_url: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .catch(null),
});
export type AvailableSpace = z.infer<typeof availableSpaceSchema>;

/** A lease comp; expense_basis says gross or net, so a gross comp is never read as a net one. */
export const leaseCompSchema = z.object({
  comp_id: z.number().int().positive(),
  tenant_name: text,
  suite: optionalText,
  rentable_sf: z.number().positive(),
  // A type we do not know is shown like 'other' (an outline badge).
  lease_type: z.enum(compLeaseTypes).catch('other'),
  term_months: z.number().int().positive(),
  rate: z.object({ starting_psf: money, average_psf: money, effective_psf: money }),
  expense_basis: z.enum(expenseBases).optional(),
  transaction_date: isoDate,
});
export type LeaseComp = z.infer<typeof leaseCompSchema>;

/** A tenant as the provider knows it, with the suites it occupies under an active lease. */
export const providerTenantSchema = z.object({
  id: z.number().int().positive(),
  name: text,
  industry: optionalText,
  contact: contactSchema,
  website: optionalText,
  locations: z.array(
    z.object({
      building_id: z.number().int().positive(),
      building_name: text,
      suite: text,
      floor_number: z.number().int().nullable(),
      rentable_sf: z.number().positive(),
      lease_start: isoDate,
      lease_end: isoDate,
    }),
  ),
});
export type ProviderTenant = z.infer<typeof providerTenantSchema>;

export const searchResultTypes = ['tenant', 'building'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** What a search answers before we attach our own link (a vendor never chooses where we navigate). */
export const searchHitSchema = z.object({
  type: z.enum(searchResultTypes),
  id: z.number().int().positive(),
  name: text,
  subtitle: optionalText,
});
export const searchResultSchema = searchHitSchema.extend({
  link: z.string().regex(/^\/(tenants|properties)\/\d+$/),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export function searchResultLink(type: SearchResultType, id: number): string {
  return type === 'tenant' ? `/tenants/${id}` : `/properties/${id}`;
}

/** Where /available-spaces frames the listings site's map; null when LISTINGS_EMBED_URL is unset. */
export const listingsEmbedSchema = z.object({ url: z.string().nullable() });
export type ListingsEmbed = z.infer<typeof listingsEmbedSchema>;

/** Every listings answer is wrapped as {success, data}; a failure is the API's error body with success false. */
export const listingsFailureSchema = errorResponseSchema.extend({ success: z.literal(false) });
export type ListingsFailure = z.infer<typeof listingsFailureSchema>;
export const listingsSuccessSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });
export const listingsResponseSchema = <T extends z.ZodType>(data: T) =>
  z.discriminatedUnion('success', [listingsSuccessSchema(data), listingsFailureSchema]);
export type ListingsResponse<T> = { success: true; data: T } | ListingsFailure;

const maxId = 2_147_483_647; // PostgreSQL integer: a larger id is simply unknown, not a server error.

// Messages name no field: the API's error handler prefixes the parameter ("building_id: must be …").
const idMessage = 'must be a positive whole number';

/** A positive whole-number id read from a path or query string. */
export const listingsIdSchema = z.coerce
  .number({ error: idMessage })
  .int(idMessage)
  .positive(idMessage)
  .max(maxId, idMessage);

/** Query parameters that are null or empty are omitted, i.e. read as absent. */
const omitEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );

const nonNegativeMessage = 'must be a non-negative number';
const nonNegative = z.coerce.number({ error: nonNegativeMessage }).nonnegative(nonNegativeMessage);

export const availableSpacesQuerySchema = z
  .object({
    building_id: omitEmpty(listingsIdSchema),
    query: omitEmpty(z.string().trim().max(200)),
    min_sf: omitEmpty(nonNegative),
    max_sf: omitEmpty(nonNegative),
    space_type: omitEmpty(z.enum(spaceTypes, `must be one of ${spaceTypes.join(', ')}`)),
    max_rate: omitEmpty(nonNegative),
    available_before: omitEmpty(z.iso.date('must be a date (yyyy-mm-dd)')),
  })
  .refine((q) => q.min_sf === undefined || q.max_sf === undefined || q.min_sf <= q.max_sf, {
    message: 'must not be less than min_sf',
    path: ['max_sf'],
  });
export type AvailableSpacesQuery = z.infer<typeof availableSpacesQuerySchema>;

/** The query string for available spaces, leaving out what is absent (the client and the http adapter). */
export function availableSpacesSearchParams(query: AvailableSpacesQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export const leaseCompsQuerySchema = z.object({ building_id: listingsIdSchema });

export const listingsSearchQuerySchema = z.object({
  query: z
    .string({ error: searchQueryTooShortMessage })
    .trim()
    .min(2, searchQueryTooShortMessage)
    .max(200, 'Search query must be at most 200 characters'),
});

export const clearCacheRequestSchema = z
  .object({
    endpoint: z.enum(listingsEndpoints).optional(),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .refine((body) => body.params === undefined || body.endpoint !== undefined, {
    message: 'require an endpoint',
    path: ['params'],
  });
export type ClearCacheRequest = z.infer<typeof clearCacheRequestSchema>;
export const clearCacheResultSchema = z.object({ cleared: z.number().int().nonnegative() });
