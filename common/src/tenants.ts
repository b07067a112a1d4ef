import { z } from 'zod';
import { dealStages, dealTypes } from './deal-stages';
import { errorResponseSchema } from './errors';
import { industries } from './industries';
import { keywordParam, optionalParam, pageQuerySchema } from './properties';
import { placedLeaseSchema } from './spaces';
import { detectedEncodingSchema } from './text-encodings';
import { plural, pluralWord } from './words';

/* Contracts of /api/tenants: the Tenant Directory, Add Tenant, the tenant page and the rent-roll import. */

export const tenantListQuerySchema = pageQuerySchema.extend({
  /** Case-insensitive substring of the name or the industry. */
  search: keywordParam,
  /** Exact industry (a directory tab). */
  industry: optionalParam(z.string().trim().max(100, 'Must be at most 100 characters')),
});
export type TenantListQuery = z.infer<typeof tenantListQuerySchema>;

export const tenantListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  activeLeases: z.number().int(),
  /** RSF under the tenant's active leases. */
  totalSf: z.number().int(),
});
export type TenantListItem = z.infer<typeof tenantListItemSchema>;

export const tenantListResponseSchema = z.object({
  items: z.array(tenantListItemSchema),
  total: z.number().int(),
});
export type TenantListResponse = z.infer<typeof tenantListResponseSchema>;

export const tenantNameMaxLength = 200;

/** Digits, spaces and the usual punctuation, 7–30 characters: '(512) 555-0100', '+1 512.555.0100 x12'. */
export const phonePattern = /^\+?[0-9 ().\-/]*[0-9][0-9 ().\-/]*(\s*(x|ext\.?)\s*\d{1,6})?$/i;

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();

/** Add Tenant. Empty optional fields may be sent as '' (an untouched input), null or left out. */
export const createTenantSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(tenantNameMaxLength, `Name must be at most ${tenantNameMaxLength} characters`),
  industry: z
    .union([z.enum(industries), z.literal('')], `Industry must be one of: ${industries.join(', ')}`)
    .nullish(),
  contactName: optionalText('Contact name', 200),
  contactEmail: z
    .string()
    .trim()
    .max(254, 'Enter a valid email address')
    .refine((value) => value === '' || z.regexes.email.test(value), 'Enter a valid email address')
    .nullish(),
  contactPhone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (value.length >= 7 && value.length <= 30 && phonePattern.test(value)),
      'Enter a valid phone number',
    )
    .nullish(),
});
export type CreateTenantInput = z.infer<typeof createTenantSchema>;

export const tenantSchema = tenantListItemSchema.omit({ activeLeases: true, totalSf: true });
export type TenantRecord = z.infer<typeof tenantSchema>;

export const tenantContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
});

export const tenantDealSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  stage: z.enum(dealStages),
  dealType: z.enum(dealTypes),
  property: z.object({ id: z.number().int(), name: z.string() }),
  suite: z.string().nullable(),
  squareFeetNeeded: z.number().int(),
  proposedRent: z.number().nullable(),
  lastActivityAt: z.string(),
});

export const tenantDetailSchema = tenantSchema.extend({
  headcount: z.number().int().nullable(),
  website: z.string().nullable(),
  hasExpansionIntent: z.boolean(),
  /** The tenant's contacts (today the one primary contact, when any field of it is known). */
  contacts: z.array(tenantContactSchema),
  /** Its leases as occupant, newest start first. */
  leases: z.array(placedLeaseSchema),
  /** Deals naming it, most recent activity first. */
  deals: z.array(tenantDealSchema),
});
export type TenantDetail = z.infer<typeof tenantDetailSchema>;

/** A building's tenant on the property screen's Tenants tab, with its leases there. */
export const propertyTenantSchema = tenantSchema.extend({ leases: z.array(placedLeaseSchema) });
export type PropertyTenant = z.infer<typeof propertyTenantSchema>;

export const tenantNotFoundMessage = 'Tenant not found';

export function duplicateTenantMessage(name: string): string {
  return `A tenant named "${name}" already exists`;
}

/** The rent-roll columns, in template order (property → suite → lease). Headers match case-insensitively. */
export const rentRollColumns = [
  'tenant_name',
  'industry',
  'contact_name',
  'contact_email',
  'contact_phone',
  'property_name',
  'suite',
  'lease_start',
  'lease_end',
  'base_rent_psf',
  'lease_type',
  'escalation_pct',
] as const;
export type RentRollColumn = (typeof rentRollColumns)[number];

/**
 * The import's body is the file's bytes as they are (Content-Type text/csv), so the server can tell
 * their encoding. The client checks the size first; the server answers 413 over it.
 */
export const rentRollMaxBytes = 1024 * 1024;
export const rentRollContentType = 'text/csv';

export const rentRollImportQuerySchema = z.object({
  dryRun: optionalParam(z.stringbool('Must be true or false')),
});

/** What one row will do, as the preview shows it. */
export const rentRollRowSchema = z.object({
  line: z.number().int(),
  tenantName: z.string(),
  industry: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  propertyName: z.string().nullable(),
  suite: z.string().nullable(),
  leaseStart: z.string().nullable(),
  leaseEnd: z.string().nullable(),
  baseRentPsf: z.number().nullable(),
  leaseType: z.string().nullable(),
  escalationPct: z.number().nullable(),
  /** 'create' a new tenant, or reuse one that 'exists' already (in the database or earlier in the file). */
  tenantAction: z.enum(['create', 'exists']),
  /** Whether the row adds a lease. */
  createsLease: z.boolean(),
  errors: z.array(z.string()),
});
export type RentRollRow = z.infer<typeof rentRollRowSchema>;

export const rentRollPreviewSchema = z.object({
  /** How the file's bytes were read. */
  encoding: detectedEncodingSchema,
  rows: z.array(rentRollRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type RentRollPreview = z.infer<typeof rentRollPreviewSchema>;

/** A refused import: the error body, with the rows that made it fail when there are any. */
export const rentRollRejectedSchema = errorResponseSchema.extend({ rows: z.array(rentRollRowSchema) });

export const rentRollResultSchema = z.object({
  importedTenants: z.number().int(),
  importedLeases: z.number().int(),
  /** Rows whose tenant already existed (by name, ignoring case) and so was not created again. */
  skippedDuplicates: z.number().int(),
});
export type RentRollResult = z.infer<typeof rentRollResultSchema>;

export function rowsHaveErrorsMessage(count: number): string {
  return `${plural(count, 'row')} ${pluralWord(count, 'has', 'have')} errors; nothing was imported`;
}
