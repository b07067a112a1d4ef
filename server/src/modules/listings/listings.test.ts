import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenants } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;
let amc: number;
let downtown: number;

beforeAll(async () => {
  app = await createTestApp();
  cookies = await signIn(app);
  const rows = await app.database.db.select().from(properties);
  amc = rows.find((row) => row.name === 'Angelview Medical Center')!.id;
  downtown = rows.find((row) => row.name === 'Downtown Tower')!.id;
});
afterAll(() => app.close());

const get = (url: string, as = cookies) => app.inject({ method: 'GET', url, cookies: as });

describe('listings routes', () => {
  it.each([
    ['GET', '/api/listings/buildings/1'],
    ['GET', '/api/listings/available-spaces'],
    ['GET', '/api/listings/lease-comps?building_id=1'],
    ['GET', '/api/listings/tenants/1'],
    ['GET', '/api/listings/search?query=law'],
    ['GET', '/api/listings/embed'],
    ['POST', '/api/listings/clear-cache'],
  ] as const)('answers 401 to %s %s without a session', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required', code: 'unauthenticated' });
  });

  it('says no listings map is configured when LISTINGS_EMBED_URL is unset', async () => {
    const response = await get('/api/listings/embed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { url: null } });
    expect(response.headers['content-security-policy']).toMatch(/frame-src 'self'(;|$)/);
  });

  it('publishes a configured listings map and lets frames load from its origin only', async () => {
    const embedded = await createTestApp({ listingsEmbedUrl: 'https://maps.example.com/embed?x=1' });
    try {
      const response = await embedded.inject({
        method: 'GET',
        url: '/api/listings/embed',
        cookies: await signIn(embedded),
      });
      expect(response.json()).toEqual({ success: true, data: { url: 'https://maps.example.com/embed?x=1' } });
      expect(response.headers['content-security-policy']).toMatch(
        /frame-src 'self' https:\/\/maps\.example\.com(;|$)/,
      );
    } finally {
      await embedded.close();
    }
  });

  it('returns building info wrapped as {success, data}', async () => {
    const response = await get(`/api/listings/buildings/${amc}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { name: 'Angelview Medical Center', is_medical: true, floor_count: 4 },
    });
    expect(response.json().data.hospital_restrictions).toHaveLength(3);
  });

  it.each([
    ['/api/listings/buildings/999999', 'Building not found'],
    ['/api/listings/available-spaces?building_id=999999', 'Building not found'],
    ['/api/listings/lease-comps?building_id=999999', 'Building not found'],
    ['/api/listings/tenants/999999', 'Tenant not found'],
  ])('answers 404 JSON for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message, code: 'not_found' });
  });

  it.each([
    ['/api/listings/buildings/abc', 'buildingId', 'must be a positive whole number'],
    ['/api/listings/buildings/-3', 'buildingId', 'must be a positive whole number'],
    ['/api/listings/buildings/99999999999', 'buildingId', 'must be a positive whole number'],
    ['/api/listings/tenants/1.5', 'id', 'must be a positive whole number'],
    ['/api/listings/lease-comps', 'building_id', 'must be a positive whole number'],
    ['/api/listings/available-spaces?min_sf=-5', 'min_sf', 'must be a non-negative number'],
    ['/api/listings/available-spaces?min_sf=6000&max_sf=5000', 'max_sf', 'must not be less than min_sf'],
  ])('answers 400 JSON naming the parameter for %s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field, code: 'validation' });
  });

  it.each(['/api/listings/search', '/api/listings/search?query=%20a%20'])(
    'answers 400 JSON for the too-short query of %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Search query must be at least 2 characters',
        field: 'query',
        code: 'invalid_value',
      });
    },
  );

  it("lists a building's available spaces", async () => {
    const response = await get(`/api/listings/available-spaces?building_id=${downtown}`);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.map((space: { suite: string }) => space.suite)).toEqual(['120', '700', '860', '1050']);
    expect(data[1]).toMatchObject({
      rentable_sf: 24000,
      asking_rate: { psf: 48, annual: 1152000, monthly: 96000 },
    });
  });

  it('omits empty parameters and searches all buildings by text and filters', async () => {
    const everything = await get('/api/listings/available-spaces?building_id=&query=&min_sf=&space_type=');
    expect(everything.statusCode).toBe(200);
    expect(everything.json().data.length).toBeGreaterThan(10);
    const response = await get('/api/listings/available-spaces?query=Chicago&max_rate=48&unknown=1');
    expect(response.json().data.map((space: { suite: string }) => space.suite)).toEqual(['120', '700']);
  });

  it("returns a building's lease comps", async () => {
    const response = await get(`/api/listings/lease-comps?building_id=${amc}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(6);
    expect(response.json().data[0]).toHaveProperty('rate.effective_psf');
  });

  it('returns a tenant with its locations', async () => {
    const [tenant] = await app.database.db.select().from(tenants).where(eq(tenants.name, 'Cobalt Software'));
    const response = await get(`/api/listings/tenants/${tenant!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: tenant!.id, name: 'Cobalt Software' });
    expect(response.json().data.locations[0]).toMatchObject({ building_id: downtown });
  });

  it('searches tenants and buildings, linking to our screens', async () => {
    const response = await get('/api/listings/search?query=Downtown%20Tower');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          type: 'building',
          id: downtown,
          name: 'Downtown Tower',
          subtitle: '200 West Madison Street, Chicago, IL',
          link: `/properties/${downtown}`,
        },
      ],
    });
  });

  it.each([
    ['demo', 'demo1234'],
    ['amorgan', 'leaselens123'],
  ])('lets %s clear the cache', async (username, password) => {
    const as = await signIn(app, username, password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/listings/clear-cache',
      cookies: as,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { cleared: 0 } });
  });

  it.each(['jrivera', 'scho'])('refuses %s a cache clear with 403', async (username) => {
    const as = await signIn(app, username, 'leaselens123');
    const response = await app.inject({
      method: 'POST',
      url: '/api/listings/clear-cache',
      cookies: as,
      payload: { endpoint: 'not-an-endpoint' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to do that', code: 'forbidden' });
  });

  it('answers 400 to a clear-cache body it cannot read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/listings/clear-cache',
      cookies,
      payload: { params: { id: 3 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'require an endpoint', field: 'params', code: 'validation' });
  });
});
