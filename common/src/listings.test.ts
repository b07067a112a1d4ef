import { describe, expect, it } from 'vitest';
import {
  availableSpaceSchema,
  availableSpacesQuerySchema,
  availableSpacesSearchParams,
  clearCacheRequestSchema,
  leaseCompSchema,
  leaseCompsQuerySchema,
  listingsIdSchema,
  listingsMessages,
  listingsResponseSchema,
  listingsSearchQuerySchema,
  searchResultLink,
} from './listings';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('availableSpacesQuerySchema (null or empty parameters are omitted)', () => {
  it('reads empty strings and nulls as absent and converts numbers', () => {
    const parsed = availableSpacesQuerySchema.parse({
      building_id: '',
      query: '  ',
      min_sf: null,
      max_sf: '5000',
      max_rate: '42.5',
      space_type: 'office',
      available_before: '2030-01-31',
    });
    expect(parsed).toMatchObject({ max_sf: 5000, max_rate: 42.5, space_type: 'office' });
    expect(parsed.building_id).toBeUndefined();
    expect(parsed.query).toBeUndefined();
    expect(parsed.min_sf).toBeUndefined();
  });

  it('rejects bad figures with a message per field', () => {
    const result = availableSpacesQuerySchema.safeParse({
      building_id: 'abc',
      min_sf: '-1',
      space_type: 'castle',
      available_before: 'soon',
    });
    expect(messagesOf(result)).toEqual([
      'must be a positive whole number',
      'must be a non-negative number',
      'must be one of office, medical, retail, flex, storage',
      'must be a date (yyyy-mm-dd)',
    ]);
  });

  it('refuses a minimum area above the maximum', () => {
    const result = availableSpacesQuerySchema.safeParse({ min_sf: '6000', max_sf: '5000' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['max_sf'],
      message: 'must not be less than min_sf',
    });
  });

  it('builds a sorted query string without the absent parameters', () => {
    const params = availableSpacesSearchParams({ query: 'river view', building_id: 3, min_sf: undefined });
    expect(params.toString()).toBe('building_id=3&query=river+view');
  });
});

describe('ids', () => {
  it.each(['0', '-4', '1.5', 'x', '2147483648'])('refuses %s', (value) => {
    expect(listingsIdSchema.safeParse(value).success).toBe(false);
  });

  it('requires building_id for lease comps', () => {
    expect(leaseCompsQuerySchema.safeParse({}).success).toBe(false);
    expect(leaseCompsQuerySchema.parse({ building_id: '12' })).toEqual({ building_id: 12 });
  });
});

describe('listingsSearchQuerySchema', () => {
  it.each([[{}], [{ query: ' a ' }], [{ query: '' }]])(
    "answers 'Search query must be at least 2 characters' for %j",
    (input) => {
      expect(messagesOf(listingsSearchQuerySchema.safeParse(input))).toEqual([
        'Search query must be at least 2 characters',
      ]);
    },
  );

  it('trims an accepted query', () => {
    expect(listingsSearchQuerySchema.parse({ query: '  law ' })).toEqual({ query: 'law' });
  });
});

describe('response shapes', () => {
  const space = {
    space_id: 1,
    suite: '700',
    floor_number: 7,
    rentable_sf: 24000,
    asking_rate: { psf: 48, annual: 1152000, monthly: 96000 },
    date_available: '2030-01-01',
    space_type: 'office',
    is_spec_suite: false,
    is_divisible: true,
    min_divisible_sf: 6000,
    make_ready_status: 'needs_build_out',
    marketing_description: null,
    broker: null,
    floor_plan_url: 'https://plans.example.com/700.pdf',
  };

  it('keeps an http(s) floor plan and drops any other scheme instead of rejecting the listing', () => {
    expect(availableSpaceSchema.parse(space).floor_plan_url).toBe('https://plans.example.com/700.pdf');
    const unsafe = availableSpaceSchema.parse({ ...space, floor_plan_url: 'javascript:alert(1)' });
    expect(unsafe.floor_plan_url).toBeNull();
  });

  it("reads a lease comp type it does not know as 'other'", () => {
    const comp = {
      comp_id: 1,
      tenant_name: 'Acme',
      suite: null,
      rentable_sf: 1000,
      lease_type: 'sublease',
      term_months: 60,
      rate: { starting_psf: 30, average_psf: 31, effective_psf: 28 },
      transaction_date: '2024-05-01',
    };
    expect(leaseCompSchema.parse(comp).lease_type).toBe('other');
  });

  it('wraps answers as {success, data} or {success: false, message}', () => {
    const schema = listingsResponseSchema(availableSpaceSchema.array());
    expect(schema.safeParse({ success: true, data: [space] }).success).toBe(true);
    expect(schema.safeParse({ success: false, message: listingsMessages.availableSpaces }).success).toBe(
      true,
    );
    expect(schema.safeParse({ success: false }).success).toBe(false);
  });

  it('links a search result to our own screens', () => {
    expect(searchResultLink('tenant', 4)).toBe('/tenants/4');
    expect(searchResultLink('building', 2)).toBe('/properties/2');
  });

  it('carries the helper messages word for word', () => {
    expect(Object.values(listingsMessages)).toEqual([
      'Unable to fetch building data at this time',
      'Unable to fetch available spaces data at this time',
      'Unable to fetch tenant data at this time',
      'Unable to fetch lease comps data at this time',
      'Unable to perform search at this time',
      'Failed to clear cache',
    ]);
  });
});

describe('clearCacheRequestSchema', () => {
  it('accepts all, one endpoint, or one endpoint with params', () => {
    expect(clearCacheRequestSchema.safeParse({}).success).toBe(true);
    expect(clearCacheRequestSchema.safeParse({ endpoint: 'buildings' }).success).toBe(true);
    expect(clearCacheRequestSchema.safeParse({ endpoint: 'buildings', params: { id: 3 } }).success).toBe(
      true,
    );
  });

  it('refuses params without an endpoint and unknown endpoints', () => {
    expect(clearCacheRequestSchema.safeParse({ params: { id: 3 } }).success).toBe(false);
    expect(clearCacheRequestSchema.safeParse({ endpoint: 'everything' }).success).toBe(false);
  });
});
