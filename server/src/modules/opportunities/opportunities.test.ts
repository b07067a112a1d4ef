import { parseCsv } from '@common/csv';
import { ageingBucketOf } from '@common/deal-ageing';
import { type OpportunityDetail, opportunityNotFoundMessage } from '@common/deal-detail';
import { nerOfTerms } from '@common/ner';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaseTerms, opportunities, properties, spaces, tenants } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { invalidValueMessage } from './data-errors';

let app: TestApp;
let cookies: Record<string, string>;
// A fixed instant after the seed's, so a write's last activity is recognisably "now".
const now = new Date(Date.now() + 60_000);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  cookies = await signIn(app);
});
afterAll(() => app.close());

const db = () => app.database.db;
const get = (url: string, withSession = true) =>
  app.inject({ method: 'GET', url, ...(withSession ? { cookies } : {}) });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, withSession = true) =>
  app.inject({ method, url, payload, ...(withSession ? { cookies } : {}) });

async function dealOf(prospect: string) {
  const [deal] = await db().select().from(opportunities).where(eq(opportunities.prospectName, prospect));
  return deal!;
}
const countDeals = async () => (await db().select({ id: opportunities.id }).from(opportunities)).length;
async function building(name: string) {
  const [property] = await db().select().from(properties).where(eq(properties.name, name));
  const suites = await db().select().from(spaces).where(eq(spaces.propertyId, property!.id));
  return { property: property!, suites };
}

describe('GET /api/opportunities/:id', () => {
  it('answers the deal with its people, property, space, tenant and lease', async () => {
    const northwind = await dealOf('Northwind Analytics');
    const response = await get(`/api/opportunities/${northwind.id}`);
    expect(response.statusCode).toBe(200);
    const detail: OpportunityDetail = response.json();
    expect(detail).toMatchObject({
      id: northwind.id,
      prospectName: 'Northwind Analytics',
      stage: 'proposal',
      probability: 35,
      lead: { username: 'jrivera', fullName: 'Jordan Rivera' },
      createdBy: { username: 'demo' },
      property: { name: 'Downtown Tower', city: 'Chicago', state: 'IL' },
      space: { name: '700', squareFeet: 24000, floorNumber: 7 },
      tenant: { name: 'Northwind Analytics', industry: 'Technology' },
      leaseId: null,
    });
    expect(detail.expectedCloseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers null space, tenant and lead when the deal has none', async () => {
    const [deal] = await db()
      .insert(opportunities)
      .values({
        title: 'Bare deal',
        prospectName: 'Bare Prospect',
        propertyId: (await building('Downtown Tower')).property.id,
        squareFeetNeeded: 1000,
        createdBy: 1,
      })
      .returning();
    const detail: OpportunityDetail = (await get(`/api/opportunities/${deal!.id}`)).json();
    expect(detail).toMatchObject({
      space: null,
      tenant: null,
      lead: null,
      leaseId: null,
      expectedCloseDate: null,
    });
  });

  it('answers 404 with the message for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const missing = await get('/api/opportunities/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/opportunities/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({ field: 'id', code: 'validation' });
    }
    expect((await get('/api/opportunities/1', false)).statusCode).toBe(401);
  });
});

describe('POST /api/opportunities', () => {
  const valid = async () => {
    const { property, suites } = await building('Downtown Tower');
    const [tenant] = await db().select().from(tenants).limit(1);
    return {
      prospectName: 'Acme Robotics',
      propertyId: property.id,
      spaceId: suites[0]!.id,
      tenantId: tenant!.id,
      squareFeetNeeded: 5000,
      proposedRent: 44.5,
      brokerName: 'Pat Broker',
    };
  };

  it('creates a deal (201): default title, stage inquiry, type new, created by the signed-in user', async () => {
    const input = await valid();
    const response = await send('POST', '/api/opportunities', input);
    expect(response.statusCode).toBe(201);
    const created: OpportunityDetail = response.json();
    expect(created).toMatchObject({
      title: 'Acme Robotics — Downtown Tower',
      prospectName: 'Acme Robotics',
      stage: 'inquiry',
      dealType: 'new',
      proposedRent: 44.5,
      brokerName: 'Pat Broker',
      createdBy: { username: 'demo' },
      property: { id: input.propertyId },
      space: { id: input.spaceId },
      tenant: { id: input.tenantId },
    });
    expect(created.lastActivityAt).toBe(now.toISOString());
    const again = await get(`/api/opportunities/${created.id}`);
    expect(again.json()).toEqual(created);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'opportunity'), eq(auditLog.entityId, created.id)));
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('keeps a title, stage and type that are sent', async () => {
    const response = await send('POST', '/api/opportunities', {
      ...(await valid()),
      title: 'Custom title',
      stage: 'touring',
      dealType: 'expansion',
      allowDuplicate: true,
    });
    expect(response.json()).toMatchObject({ title: 'Custom title', stage: 'touring', dealType: 'expansion' });
  });

  it.each([
    [{ message: 'No such property', field: 'propertyId', code: 'invalid_value' }, { propertyId: 999999 }],
    [{ message: 'No such tenant', field: 'tenantId', code: 'invalid_value' }, { tenantId: 999999 }],
    [{ message: 'No such space', field: 'spaceId', code: 'invalid_value' }, { spaceId: 999999 }],
    [{ message: 'No such user', field: 'leadUserId', code: 'invalid_value' }, { leadUserId: 999999 }],
    [{ message: 'Unknown stage', field: 'stage', code: 'validation' }, { stage: 'won' }],
    [
      { message: 'Proposed rent must be a non-negative number', field: 'proposedRent', code: 'validation' },
      { proposedRent: -1 },
    ],
    [
      { message: 'Size must be a positive number', field: 'squareFeetNeeded', code: 'validation' },
      { squareFeetNeeded: 0 },
    ],
    [
      { message: 'Prospect name is required', field: 'prospectName', code: 'validation' },
      { prospectName: '   ' },
    ],
    [
      {
        message: 'Too big: expected string to have <=200 characters',
        field: 'prospectName',
        code: 'validation',
      },
      { prospectName: 'x'.repeat(201) },
    ],
    [
      {
        message: 'Too big: expected string to have <=5000 characters',
        field: 'description',
        code: 'validation',
      },
      { description: 'x'.repeat(5001) },
    ],
    [
      { message: 'Must be a date (yyyy-MM-dd)', field: 'expectedCloseDate', code: 'validation' },
      { expectedCloseDate: '2026-13-01' },
    ],
    [{ message: 'No such tenant', field: 'tenantId', code: 'invalid_value' }, { tenantId: 3_000_000_000 }],
    [{ message: invalidValueMessage, code: 'invalid_value' }, { prospectName: 'Null \u0000 Byte' }],
  ])('answers 400 with %o and writes nothing', async (body, change) => {
    const before = await countDeals();
    const response = await send('POST', '/api/opportunities', { ...(await valid()), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
    expect(await countDeals()).toBe(before);
  });

  it('answers 400 for a space in another building', async () => {
    const other = await building('Angelview Medical Center');
    const before = await countDeals();
    const response = await send('POST', '/api/opportunities', {
      ...(await valid()),
      spaceId: other.suites[0]!.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The space is not in that property',
      field: 'spaceId',
      code: 'invalid_value',
    });
    expect(await countDeals()).toBe(before);
  });

  it("answers 409 naming the tenant's open deal on the building, then creates it when told to", async () => {
    // Northwind Analytics has an open Proposal deal on Downtown Tower's suite 700.
    const northwind = await dealOf('Northwind Analytics');
    const { property, suites } = await building('Downtown Tower');
    const otherSuite = suites.find((suite) => suite.id !== northwind.spaceId)!;
    const input = {
      prospectName: 'Northwind Analytics',
      propertyId: property.id,
      spaceId: otherSuite.id,
      tenantId: northwind.tenantId,
      squareFeetNeeded: 3000,
    };
    const before = await countDeals();
    const refused = await send('POST', '/api/opportunities', input);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Northwind Analytics already has an open deal on Downtown Tower (Proposal).',
      duplicateDealId: northwind.id,
      code: 'conflict',
    });
    expect(await countDeals()).toBe(before);
    // Without a tenant record the prospect's name decides, whatever its case and spacing.
    const byName = await send('POST', '/api/opportunities', {
      ...input,
      tenantId: null,
      prospectName: '  northwind ANALYTICS ',
    });
    expect(byName.statusCode).toBe(409);
    expect(await countDeals()).toBe(before);
    const created = await send('POST', '/api/opportunities', { ...input, allowDuplicate: true });
    expect(created.statusCode).toBe(201);
    expect(await countDeals()).toBe(before + 1);
    await db().delete(opportunities).where(eq(opportunities.id, created.json().id));
  });

  it('does not count closed deals, or deals on another building, as duplicates', async () => {
    const northwind = await dealOf('Northwind Analytics');
    const angelview = await building('Angelview Medical Center');
    const elsewhere = await send('POST', '/api/opportunities', {
      prospectName: 'Northwind Analytics',
      propertyId: angelview.property.id,
      tenantId: northwind.tenantId,
      squareFeetNeeded: 3000,
    });
    expect(elsewhere.statusCode).toBe(201);
    await db().delete(opportunities).where(eq(opportunities.id, elsewhere.json().id));
    await db().update(opportunities).set({ stage: 'dead' }).where(eq(opportunities.id, northwind.id));
    try {
      const afterLoss = await send('POST', '/api/opportunities', {
        prospectName: 'Northwind Analytics',
        propertyId: northwind.propertyId,
        tenantId: northwind.tenantId,
        squareFeetNeeded: 3000,
      });
      expect(afterLoss.statusCode).toBe(201);
      await db().delete(opportunities).where(eq(opportunities.id, afterLoss.json().id));
    } finally {
      await db()
        .update(opportunities)
        .set({ stage: northwind.stage })
        .where(eq(opportunities.id, northwind.id));
    }
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await countDeals();
    expect((await send('POST', '/api/opportunities', await valid(), false)).statusCode).toBe(401);
    expect(await countDeals()).toBe(before);
  });
});

describe('PATCH /api/opportunities/:id', () => {
  it('changes only the fields sent and moves the last activity to now', async () => {
    const deal = await dealOf('Greenleaf Pharmacy');
    const response = await send('PATCH', `/api/opportunities/${deal.id}`, {
      probability: 55,
      description: 'Needs a second exit.',
      potentialValue: 120000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      probability: 55,
      description: 'Needs a second exit.',
      potentialValue: 120000,
      title: deal.title,
      proposedRent: deal.proposedRent,
      stage: deal.stage,
      lastActivityAt: now.toISOString(),
    });
    const stored = await dealOf('Greenleaf Pharmacy');
    expect(stored.brokerName).toBe(deal.brokerName);
    expect(stored.lastActivityAt.toISOString()).toBe(now.toISOString());
  });

  it('clears an optional field sent as null', async () => {
    const deal = await dealOf('Summit Engineering Group');
    const response = await send('PATCH', `/api/opportunities/${deal.id}`, {
      brokerName: null,
      proposedRent: null,
    });
    expect(response.json()).toMatchObject({ brokerName: null, proposedRent: null });
  });

  it.each([
    [
      { message: 'Probability must be between 0 and 100', field: 'probability', code: 'validation' },
      { probability: 101 },
    ],
    [
      { message: 'Probability must be between 0 and 100', field: 'probability', code: 'validation' },
      { probability: -1 },
    ],
    [
      { message: 'Proposed rent must be a non-negative number', field: 'proposedRent', code: 'validation' },
      { proposedRent: -5 },
    ],
    [{ message: 'Title is required', field: 'title', code: 'validation' }, { title: '' }],
    [
      { message: 'Too big: expected string to have <=200 characters', field: 'title', code: 'validation' },
      { title: 'x'.repeat(201) },
    ],
    // The stage has its own route: an edit that sends only the stage has nothing to update.
    [{ message: 'Nothing to update', code: 'validation' }, { stage: 'deal' }],
    [{ message: 'Nothing to update', code: 'validation' }, {}],
    [{ message: 'No such tenant', field: 'tenantId', code: 'invalid_value' }, { tenantId: 999999 }],
  ])('answers 400 with %o and changes nothing', async (body, change) => {
    const deal = await dealOf('Coastal Chiropractic');
    const response = await send('PATCH', `/api/opportunities/${deal.id}`, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
    expect(await dealOf('Coastal Chiropractic')).toEqual(deal);
  });

  it('answers 400 when the space would not be in the (new) property, changing nothing', async () => {
    const deal = await dealOf('Vertex Robotics');
    const other = await building('Angelview Medical Center');
    const response = await send('PATCH', `/api/opportunities/${deal.id}`, { propertyId: other.property.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The space is not in that property',
      field: 'spaceId',
      code: 'invalid_value',
    });
    expect(await dealOf('Vertex Robotics')).toEqual(deal);
    const moved = await send('PATCH', `/api/opportunities/${deal.id}`, {
      propertyId: other.property.id,
      spaceId: other.suites[0]!.id,
    });
    expect(moved.json()).toMatchObject({
      property: { id: other.property.id },
      space: { id: other.suites[0]!.id },
    });
  });

  it('answers 404 for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const missing = await send('PATCH', '/api/opportunities/999999', { probability: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await send('PATCH', '/api/opportunities/x', { probability: 5 })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/opportunities/1', { probability: 5 }, false)).statusCode).toBe(401);
  });
});

describe('PATCH /api/opportunities/:id/stage', () => {
  it('saves the stage, moves the last activity and writes an audit row', async () => {
    const deal = await dealOf('Bluewater Pilates');
    const response = await send('PATCH', `/api/opportunities/${deal.id}/stage`, { stage: 'touring' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stage: 'touring', lastActivityAt: now.toISOString() });
    expect((await dealOf('Bluewater Pilates')).stage).toBe('touring');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stage'), eq(auditLog.entityId, deal.id)));
    expect(audit).toMatchObject({
      entity: 'opportunity',
      userId: 1,
      detail: { from: 'inquiry', to: 'touring' },
    });
  });

  it('answers 400 for an unknown or missing stage and changes nothing', async () => {
    const deal = await dealOf('Lumen Legal Group');
    for (const payload of [{ stage: 'won' }, {}, { stage: '' }]) {
      const response = await send('PATCH', `/api/opportunities/${deal.id}/stage`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Unknown stage', field: 'stage', code: 'validation' });
    }
    expect(await dealOf('Lumen Legal Group')).toEqual(deal);
  });

  it('answers 404 for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const missing = await send('PATCH', '/api/opportunities/999999/stage', { stage: 'loi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await send('PATCH', '/api/opportunities/abc/stage', { stage: 'loi' })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/opportunities/1/stage', { stage: 'loi' }, false)).statusCode).toBe(401);
  });
});

describe('GET /api/opportunities/:id/summary.csv', () => {
  it('downloads the deal as Field,Value rows with both NER figures', async () => {
    const deal = await dealOf('Central Texas Cardiology');
    const response = await get(`/api/opportunities/${deal.id}/summary.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="deal-${deal.id}-summary.csv"; filename*=UTF-8''deal-${deal.id}-summary.csv`,
    );
    const rows = new Map(parseCsv(response.body).map(([field, value]) => [field, value]));
    const [terms] = await db()
      .select()
      .from(leaseTerms)
      .where(and(eq(leaseTerms.opportunityId, deal.id), eq(leaseTerms.kind, 'proposal')));
    const ner = nerOfTerms(terms!)!;
    expect(rows.get('Field')).toBe('Value');
    expect(rows.get('Prospect')).toBe('Central Texas Cardiology');
    expect(rows.get('Property')).toBe('Angelview Medical Center');
    expect(rows.get('Suite')).toBe('320');
    expect(rows.get('Stage')).toBe('LOI');
    expect(rows.get('Deal Type')).toBe('Renewal');
    expect(rows.get('Proposed Rent ($/RSF/yr)')).toBe('40.50');
    expect(rows.get('NER Straight-Line ($/RSF/yr)')).toBe(ner.straightLine.toFixed(2));
    expect(rows.get('NER Discounted ($/RSF/yr)')).toBe(ner.discounted.toFixed(2));
    expect(rows.get('Lead')).toBe('Alex Morgan');
    expect(rows.get('Probability (%)')).toBe('50');
    expect(rows.get('Last Activity')).toBe(deal.lastActivityAt.toISOString().slice(0, 10));
  });

  it('answers 404 JSON for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const missing = await get('/api/opportunities/999999/summary.csv');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await get('/api/opportunities/abc/summary.csv')).statusCode).toBe(400);
    expect((await get('/api/opportunities/1/summary.csv', false)).statusCode).toBe(401);
  });
});

describe('ageing at the bucket edges', () => {
  it('buckets whole days since the last activity as ageingBucketOf does (< 30, < 60, ≤ 90, > 90)', async () => {
    const [property] = await db()
      .insert(properties)
      .values({
        name: 'Ageing Edge Building',
        address: '1 Edge Way',
        city: 'Edgeville',
        state: 'TX',
        zipCode: '73301',
        market: 'Edge',
        assetClass: 'office',
        assetType: 'core',
        floorCount: 1,
        totalSf: 10000,
      })
      .returning();
    const day = 86_400_000;
    const ages = [-0.5, 0, 29.9999, 30, 59.9999, 60, 90.9999, 91, 400];
    await db()
      .insert(opportunities)
      .values(
        ages.map((age) => ({
          title: `Aged ${age}`,
          prospectName: `Aged ${age}`,
          propertyId: property!.id,
          squareFeetNeeded: 100,
          createdBy: 1,
          lastActivityAt: new Date(now.getTime() - age * day),
        })),
      );
    const body = (await get(`/api/opportunities?propertyId=${property!.id}`)).json();
    const expected = { under30: 0, from30to59: 0, from60to90: 0, over90: 0 };
    for (const age of ages) expected[ageingBucketOf(Math.max(0, Math.floor(age)))] += 1;
    expect(expected).toEqual({ under30: 3, from30to59: 2, from60to90: 2, over90: 2 });
    expect(body.ageing).toEqual(expected);
  });
});
