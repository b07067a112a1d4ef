import { listingsMessages } from '@common/listings';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, slowly, startFakeVendor } from '../../test/fake-vendor';
import { createHttpListingsProvider, type HttpListingsProviderOptions } from './http-listings-provider';

const vendor = startFakeVendor();

const building = {
  name: 'Harbor Plaza',
  address: '1 Harbor Way',
  city: 'Boston',
  state: 'MA',
  zip_code: '02110',
  asset_class: 'office',
  total_sf: 120000,
  floor_count: 10,
  year_built: 1990,
  year_renovated: null,
  is_medical: false,
  ownership: {
    owner_name: 'Harbor LLC',
    owner_type: 'Private',
    contact: { name: null, email: null, phone: null },
  },
  amenities: ['Gym'],
  certifications: [],
  hospital_restrictions: [],
};

// A generous timeout, so a loaded machine does not turn a prompt answer into a retry; the tests about
// slowness pass their own short one.
const provider = (options: Partial<HttpListingsProviderOptions> = {}) =>
  createHttpListingsProvider({
    baseUrl: vendor.baseUrl,
    apiKey: 'secret-key',
    timeoutMs: 2_000,
    retryDelayMs: 10,
    ...options,
  });

beforeEach(() => {
  vendor.handler = (_request, response) => json(response, 200, { data: building });
});

describe('http listings provider', () => {
  it('reads {data} from the vendor with the Bearer key', async () => {
    expect(await provider().getBuilding(7)).toEqual({ status: 'found', data: building });
    expect(vendor.requests).toEqual([{ url: '/v1/buildings/7', authorization: 'Bearer secret-key' }]);
  });

  it('answers not_found for a 404, without retrying', async () => {
    vendor.handler = (_request, response) => json(response, 404, { message: 'nope' });
    expect(await provider().getBuilding(7)).toEqual({ status: 'not_found', message: 'Building not found' });
    expect(vendor.requests).toHaveLength(1);
  });

  it('retries once after a 500 and then succeeds', async () => {
    vendor.handler = (_request, response, hit) =>
      hit === 1 ? json(response, 500, { message: 'boom' }) : json(response, 200, { data: building });
    expect(await provider().getBuilding(7)).toMatchObject({ status: 'found' });
    expect(vendor.requests).toHaveLength(2);
  });

  it('gives up after one retry when the vendor keeps failing', async () => {
    vendor.handler = (_request, response) => json(response, 503, {});
    expect(await provider().getLeaseComps(3)).toEqual({
      status: 'unavailable',
      message: listingsMessages.leaseComps,
    });
    expect(vendor.requests).toHaveLength(2);
  });

  it('times out a slow vendor, retries once, then reports unavailable', async () => {
    vendor.handler = (_request, response) => slowly(response, 1000, { data: building });
    const started = performance.now();
    expect(await provider({ timeoutMs: 200 }).getBuilding(7)).toEqual({
      status: 'unavailable',
      message: listingsMessages.building,
    });
    expect(vendor.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('succeeds when only the first attempt is slow', async () => {
    vendor.handler = (_request, response, hit) =>
      hit === 1 ? slowly(response, 1000, { data: building }) : json(response, 200, { data: building });
    expect(await provider({ timeoutMs: 200 }).getBuilding(7)).toMatchObject({ status: 'found' });
  });

  it.each([
    ['malformed JSON', '{"data": {'],
    ['a body of the wrong shape', { data: { name: 'Harbor Plaza' } }],
    ['no data at all', { success: false, message: 'quota exceeded' }],
  ])('reports %s as unavailable, without retrying', async (_, body) => {
    vendor.handler = (_request, response) => json(response, 200, body);
    expect(await provider().getBuilding(7)).toEqual({
      status: 'unavailable',
      message: listingsMessages.building,
    });
    expect(vendor.requests).toHaveLength(1);
  });

  it('does not retry a refused key', async () => {
    vendor.handler = (_request, response) => json(response, 401, { message: 'bad key' });
    expect(await provider().getTenant(5)).toEqual({
      status: 'unavailable',
      message: listingsMessages.tenant,
    });
    expect(vendor.requests).toHaveLength(1);
  });

  it('reports a vendor that cannot be reached as unavailable and logs why', async () => {
    const warnings: Record<string, unknown>[] = [];
    const unreachable = provider({
      baseUrl: 'http://127.0.0.1:1',
      log: { warn: (details) => warnings.push(details) },
    });
    expect(await unreachable.search('law')).toEqual({
      status: 'unavailable',
      message: listingsMessages.search,
    });
    expect(warnings).toEqual([expect.objectContaining({ endpoint: 'search' })]);
    expect(JSON.stringify(warnings)).not.toContain('secret-key');
  });

  it('caches an answer until the cache is cleared', async () => {
    const listings = provider();
    await listings.getBuilding(7);
    await listings.getBuilding(7);
    expect(vendor.requests).toHaveLength(1);
    expect(await listings.clearCache({})).toEqual({ cleared: 1 });
    await listings.getBuilding(7);
    expect(vendor.requests).toHaveLength(2);
  });

  it('clears one endpoint, or one endpoint and params, leaving the rest', async () => {
    const listings = provider();
    await listings.getBuilding(7);
    await listings.getBuilding(8);
    vendor.handler = (_request, response) => json(response, 200, { data: [] });
    await listings.search('law');
    expect(await listings.clearCache({ endpoint: 'buildings', params: { id: 7 } })).toEqual({ cleared: 1 });
    expect(await listings.clearCache({ endpoint: 'buildings' })).toEqual({ cleared: 1 });
    await listings.search('law');
    expect(vendor.requests).toHaveLength(3);
  });

  it('asks again once an answer is older than its time-to-live', async () => {
    const clock = { time: 0 };
    const listings = provider({ now: () => clock.time, cache: { ttlMs: 1000 } });
    await listings.getBuilding(7);
    clock.time = 1001;
    await listings.getBuilding(7);
    expect(vendor.requests).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    vendor.handler = (_request, response, hit) =>
      hit <= 2 ? json(response, 500, {}) : json(response, 200, { data: building });
    const listings = provider();
    expect((await listings.getBuilding(7)).status).toBe('unavailable');
    expect((await listings.getBuilding(7)).status).toBe('found');
  });

  it('sends only the available-spaces parameters that are present', async () => {
    vendor.handler = (_request, response) => json(response, 200, { data: [] });
    await provider().getAvailableSpaces({ building_id: 3, min_sf: 500, query: undefined });
    expect(vendor.requests[0]?.url).toBe('/v1/available-spaces?building_id=3&min_sf=500');
  });

  it('links search results to our screens whatever link the vendor sends', async () => {
    vendor.handler = (_request, response) =>
      json(response, 200, {
        data: [{ type: 'tenant', id: 4, name: 'Acme', subtitle: null, link: 'javascript:alert(1)' }],
      });
    expect(await provider().search(' acme ')).toEqual({
      status: 'found',
      data: [{ type: 'tenant', id: 4, name: 'Acme', subtitle: null, link: '/tenants/4' }],
    });
    expect(vendor.requests[0]?.url).toBe('/v1/search?query=acme');
  });
});
