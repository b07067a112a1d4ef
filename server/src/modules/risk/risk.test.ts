import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { riskMessages } from '@common/risk';
import { formatMediumDay } from '@common/words';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenantSurveys, tenants, users } from '../../db/schema';
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

  it('shows on the card the figures its reason names, from the latest survey, the same on every search', async () => {
    const id = await tenantId('Keller Tax Advisors');
    const url = `/api/risk/tenant-status?tenant_name=${encodeURIComponent('Keller Tax Advisors')}`;
    const [first, second] = [(await get(url)).json(), (await get(url)).json()];
    expect(second).toEqual(first);
    const { sentiment, risk_reason: reason } = first.data;
    const [survey] = await app.database.db
      .select()
      .from(tenantSurveys)
      .where(eq(tenantSurveys.tenantId, id))
      .orderBy(desc(tenantSurveys.surveyDate), desc(tenantSurveys.id))
      .limit(1);
    expect(sentiment).toEqual((await get(`/api/risk/tenants/${id}/sentiment`)).json());
    expect(sentiment).toMatchObject({
      tenantId: id,
      satisfactionScore: survey!.satisfactionScore,
      renewalLikelihood: survey!.renewalLikelihood,
      hasExpansionIntentions: survey!.hasExpansionIntentions,
      surveyDate: survey!.surveyDate,
      estimated: false,
    });
    expect(reason).toContain(`satisfaction ${sentiment.satisfactionScore}/10`);
    expect(reason).toContain(`renewal likelihood ${sentiment.renewalLikelihood}%`);
    // The day as the screens write it in sentences, never ISO.
    expect(reason).toContain(`Latest survey (${formatMediumDay(survey!.surveyDate)})`);
    expect(reason).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('has no card figures for a tenant without a survey', async () => {
    const [row] = await app.database.db
      .insert(tenants)
      .values({ name: 'Unasked Upholstery' })
      .returning({ id: tenants.id });
    const response = await get('/api/risk/tenant-status?tenant_name=Unasked%20Upholstery');
    expect(response.json()).toMatchObject({
      success: true,
      data: { risk_status: 'Low Risk', tenant_id: row!.id, sentiment: null },
    });
  });

  it("remembers the tenant's open action plan on the next search", async () => {
    const id = await tenantId('Keller Tax Advisors');
    const url = '/api/risk/tenant-status?tenant_name=Keller%20Tax%20Advisors';
    expect((await get(url)).json().data.sentiment.hasActionPlan).toBe(false);
    const [user] = await app.database.db.select({ id: users.id }).from(users).limit(1);
    const created = await app.inject({
      method: 'POST',
      url: '/api/action-plans',
      cookies: as,
      payload: {
        tenantId: id,
        description: 'Meet about the rent',
        assignedTo: user!.id,
        dueDate: '2030-01-10',
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await get(url)).json().data.sentiment.hasActionPlan).toBe(true);
  });

  it("answers 404 {success:false, message:'Tenant not found', code:'not_found'} for an unknown name", async () => {
    const response = await get('/api/risk/tenant-status?tenant_name=Nobody%20Here%20LLC');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Tenant not found', code: 'not_found' });
  });

  it.each([
    ['blank', '?tenant_name=%20%20'],
    ['missing', ''],
  ])('answers 400 {message} when the name is %s', async (_case, query) => {
    const response = await get(`/api/risk/tenant-status${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'must not be blank',
      field: 'tenant_name',
      code: 'validation',
    });
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

  it("answers, for every seeded building, the same health as the building's property page", async () => {
    const rows = await app.database.db
      .select({ id: properties.id, address: properties.address })
      .from(properties)
      .orderBy(properties.id);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const risk = (
        await get(`/api/risk/building-risk?building_address=${encodeURIComponent(row.address)}`)
      ).json();
      const health = (await get(`/api/risk/properties/${row.id}/health`)).json();
      expect(risk.data.property_id, row.address).toBe(row.id);
      expect(risk.data.health, row.address).toEqual(health);
      expect(health.estimated).toBe(false);
    }
  });

  it('finds a building by its address as the app prints it', async () => {
    const [tower] = await app.database.db
      .select()
      .from(properties)
      .where(eq(properties.name, 'Downtown Tower'));
    for (const text of [
      `${tower!.address}, ${tower!.city}, ${tower!.state} ${tower!.zipCode}`,
      '200 W. Madison St.',
      '200 WEST MADISON STREET, CHICAGO',
    ]) {
      const response = await get(`/api/risk/building-risk?building_address=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
      expect(response.json().data.property_id, text).toBe(tower!.id);
    }
  });

  it('answers 404 for an unknown address, 400 for a blank one, 401 without a session', async () => {
    const unknown = await get('/api/risk/building-risk?building_address=1%20Nowhere%20Loop');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: riskMessages.buildingNotFound,
      code: 'not_found',
    });
    const blank = await get('/api/risk/building-risk?building_address=%09');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'must not be blank',
      field: 'building_address',
      code: 'validation',
    });
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
    expect(response.json()).toEqual({ success: false, message, code: 'unavailable' });
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
      // A bare status: the level's figures, said to be estimates; the action plan state is still ours.
      expect(known.json().data.sentiment).toMatchObject({
        satisfactionScore: 6,
        renewalLikelihood: 50,
        topComplaint: 'Vendor says so',
        surveyDate: null,
        hasExpansionIntentions: false,
        estimated: true,
      });
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
