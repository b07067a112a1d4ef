import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { riskMessages } from '@common/risk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenants } from '../../db/schema';
import type { RiskProvider } from '../../providers/risk/risk-provider';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let as: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  as = await signIn(app);
});
afterAll(() => app.close());

/** `null` sends no session cookie. */
const get = (url: string, cookies: Record<string, string> | null = as) =>
  app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const tenantId = async (name: string) =>
  (await app.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name)))[0]!.id;

describe('GET /api/risk/tenant-status', () => {
  it('answers the risk status with our tenant attached', async () => {
    const response = await get(
      `/api/risk/tenant-status?tenant_name=${encodeURIComponent('keller tax advisors')}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'OK',
      data: { risk_status: 'High Risk', tenant_id: await tenantId('Keller Tax Advisors') },
    });
    expect(body.data.risk_reason).toContain('satisfaction 4/10');
    expect(body.data.property_id).toEqual(expect.any(Number));
  });

  it("answers 404 {success:false, message:'Tenant not found'} for an unknown name", async () => {
    const response = await get('/api/risk/tenant-status?tenant_name=Nobody%20Here%20LLC');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Tenant not found' });
  });

  it.each([
    ['blank', '?tenant_name=%20%20'],
    ['missing', ''],
  ])('answers 400 {message} when the name is %s', async (_case, query) => {
    const response = await get(`/api/risk/tenant-status${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'tenant_name: must not be blank' });
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/risk/tenant-status?tenant_name=Keller', null)).statusCode).toBe(401);
  });
});

describe('GET /api/risk/building-risk', () => {
  it('answers the risk level with our property attached', async () => {
    const [tower] = await app.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, 'Downtown Tower'));
    const response = await get('/api/risk/building-risk?building_address=200%20west%20madison');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { property_id: tower!.id } });
    expect(['Low', 'Medium', 'High']).toContain(body.data.risk_level);
    expect(body.data.at_risk_count).toBeLessThanOrEqual(body.data.total_tenants);
    expect(body.data.total_tenants).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown address, 400 for a blank one, 401 without a session', async () => {
    const unknown = await get('/api/risk/building-risk?building_address=1%20Nowhere%20Loop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: riskMessages.buildingNotFound });
    const blank = await get('/api/risk/building-risk?building_address=%09');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'building_address: must not be blank' });
    expect((await get('/api/risk/building-risk?building_address=x', null)).statusCode).toBe(401);
  });
});

describe('risk routes when the provider cannot answer', () => {
  let failing: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    const provider: RiskProvider = {
      getTenantStatus: async () => ({ status: 'unavailable', message: riskMessages.tenantUnavailable }),
      getBuildingRisk: async () => ({ status: 'unavailable', message: riskMessages.buildingUnavailable }),
    };
    failing = await createTestApp({ providers: { risk: provider } });
    cookies = await signIn(failing);
  });
  afterAll(() => failing.close());

  it.each([
    ['/api/risk/tenant-status?tenant_name=Keller', riskMessages.tenantUnavailable],
    ['/api/risk/building-risk?building_address=Madison', riskMessages.buildingUnavailable],
  ])('answers 502 {success:false, message} for %s', async (url, message) => {
    const response = await failing.inject({ method: 'GET', url, cookies });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message });
  });
});

describe('risk routes with a vendor configured (RISK_API_URL)', () => {
  it("serves the vendor's answer and attaches our ids when we know the tenant", async () => {
    const asked: string[] = [];
    const vendor = createServer((request, response) => {
      asked.push(`${request.url} ${request.headers.authorization}`);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          success: true,
          message: 'from vendor',
          data: { risk_status: 'Medium Risk', risk_reason: 'Vendor says so' },
        }),
      );
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
    const withVendor = await createTestApp({ riskConfig: { apiUrl, apiKey: 'k' } });
    try {
      const cookies = await signIn(withVendor);
      const known = await withVendor.inject({
        method: 'GET',
        url: '/api/risk/tenant-status?tenant_name=Keller%20Tax%20Advisors',
        cookies,
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toMatchObject({
        success: true,
        message: 'from vendor',
        data: { risk_status: 'Medium Risk', risk_reason: 'Vendor says so', tenant_id: expect.any(Number) },
      });
      const unknown = await withVendor.inject({
        method: 'GET',
        url: '/api/risk/tenant-status?tenant_name=Vendor%20Only%20Corp',
        cookies,
      });
      expect(unknown.json()).toMatchObject({ success: true, data: { tenant_id: null, property_id: null } });
      expect(asked).toEqual([
        '/tenant-status?tenant_name=Keller+Tax+Advisors Bearer k',
        '/tenant-status?tenant_name=Vendor+Only+Corp Bearer k',
      ]);
    } finally {
      await withVendor.close();
      await new Promise<void>((resolve) => vendor.close(() => resolve()));
    }
  });
});
