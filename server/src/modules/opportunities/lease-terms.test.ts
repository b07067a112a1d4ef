import { opportunityNotFoundMessage } from '@common/deal-detail';
import {
  type LeaseTerms,
  leaseTermsExistMessage,
  nerTermsOf,
  noLeaseTermsMessage,
  renewalTermRequiredMessage,
} from '@common/lease-terms';
import { leaseTermsMessages } from '@common/lease-terms-messages';
import { nerOfTerms } from '@common/ner';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealEvents, leaseTerms, opportunities } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

let app: TestApp;
let cookies: Record<string, string>;
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
const termsEventsOf = async (id: number) =>
  (
    await db()
      .select()
      .from(dealEvents)
      .where(and(eq(dealEvents.opportunityId, id), eq(dealEvents.kind, 'terms')))
      .orderBy(dealEvents.id)
  ).map((event) => event.note);
const termsOf = (id: number) =>
  db().select().from(leaseTerms).where(eq(leaseTerms.opportunityId, id)).orderBy(leaseTerms.id);

// The worked example of common/src/ner.ts: $20 flat, 5 years, $10 TI, 5 months free → NER $16.33.
const example = {
  leaseType: 'net',
  term: 60,
  baseRent: 20,
  rentEscalation: 0,
  rentFreePeriod: 5,
  tenantImprovements: 10,
  securityDeposit: 5000,
  renewalOption: true,
  renewalTerm: 36,
};

describe('GET /api/opportunities/:id/lease-terms', () => {
  it('answers the deal’s terms with both NER figures', async () => {
    const deal = await dealOf('Northwind Analytics');
    const response = await get(`/api/opportunities/${deal.id}/lease-terms`);
    expect(response.statusCode).toBe(200);
    const terms: LeaseTerms = response.json();
    const [row] = (await termsOf(deal.id)).filter((candidate) => candidate.kind === 'proposal');
    expect(terms).toMatchObject({
      opportunityId: deal.id,
      kind: 'proposal',
      term: row!.termMonths,
      rentFreePeriod: row!.rentFreeMonths,
      baseRent: 47,
      ner: nerOfTerms(row!)!,
    });
  });

  it('answers 200 with null when the deal has no terms (absence is not an error)', async () => {
    const deal = await dealOf('Vertex Robotics');
    const response = await get(`/api/opportunities/${deal.id}/lease-terms`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toBeNull();
  });

  it('answers 404 for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const missing = await get('/api/opportunities/999999/lease-terms');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await get('/api/opportunities/abc/lease-terms')).statusCode).toBe(400);
    expect((await get('/api/opportunities/1/lease-terms', false)).statusCode).toBe(401);
  });
});

describe('POST /api/opportunities/:id/lease-terms', () => {
  it('saves the form values (201), computes the NER and moves the deal’s last activity', async () => {
    const deal = await dealOf('Bluewater Pilates');
    const response = await send('POST', `/api/opportunities/${deal.id}/lease-terms`, example);
    expect(response.statusCode).toBe(201);
    const terms: LeaseTerms = response.json();
    expect(terms).toMatchObject({ ...example, kind: 'proposal', opportunityId: deal.id });
    expect(terms.ner.straightLine).toBe(16.33);
    expect((await dealOf('Bluewater Pilates')).proposalNer).toBeCloseTo(16.33, 2);
    const [row] = await termsOf(deal.id);
    expect(row).toMatchObject({ termMonths: 60, rentFreeMonths: 5, baseRent: 20, renewalTerm: 36 });
    expect((await dealOf('Bluewater Pilates')).lastActivityAt.toISOString()).toBe(now.toISOString());
    expect((await get(`/api/opportunities/${deal.id}/lease-terms`)).json()).toEqual(terms);
    // Entered without other landlord costs: none; the history says the terms were entered directly.
    expect(terms.otherLandlordCosts).toBe(0);
    expect(await termsEventsOf(deal.id)).toEqual(['entered directly, not from a proposal round']);
  });

  it('keeps the sortable NER equal to common/ner.ts for odd terms (part years, part months free, commission)', async () => {
    const deal = await dealOf('Quantum Ledger');
    const odd = {
      ...example,
      term: 30,
      rentEscalation: 3.5,
      rentFreePeriod: 2.5,
      leasingCommissionPct: 5,
      otherLandlordCosts: 4.75,
    };
    const terms: LeaseTerms = (await send('POST', `/api/opportunities/${deal.id}/lease-terms`, odd)).json();
    expect(terms.ner.straightLine).toBeGreaterThan(0);
    expect((await dealOf('Quantum Ledger')).proposalNer).toBeCloseTo(terms.ner.straightLine, 2);
    // Other landlord costs count like TI: $4.75 more TI gives the same figure.
    expect(terms.otherLandlordCosts).toBe(4.75);
    expect(terms.ner).toEqual(
      nerOfTerms({ ...nerTermsOf(terms), otherLandlordCosts: 0, tenantImprovements: 14.75 }),
    );
  });

  it('answers 409 when the deal has terms, changing nothing', async () => {
    const deal = await dealOf('Northwind Analytics');
    const before = await termsOf(deal.id);
    const response = await send('POST', `/api/opportunities/${deal.id}/lease-terms`, example);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: leaseTermsExistMessage, code: 'conflict' });
    expect(await termsOf(deal.id)).toEqual(before);
  });

  it.each([
    [{ message: leaseTermsMessages.baseRent, field: 'baseRent', code: 'validation' }, { baseRent: -1 }],
    [{ message: leaseTermsMessages.baseRent, field: 'baseRent', code: 'validation' }, { baseRent: 0 }],
    [{ message: leaseTermsMessages.term, field: 'term', code: 'validation' }, { term: 0 }],
    [{ message: 'Term must be a whole number of months', field: 'term', code: 'validation' }, { term: 12.5 }],
    [
      { message: leaseTermsMessages.rentEscalation, field: 'rentEscalation', code: 'validation' },
      { rentEscalation: -1 },
    ],
    [
      { message: leaseTermsMessages.rentFreePeriod, field: 'rentFreePeriod', code: 'validation' },
      { rentFreePeriod: -2 },
    ],
    [
      { message: leaseTermsMessages.tenantImprovements, field: 'tenantImprovements', code: 'validation' },
      { tenantImprovements: -3 },
    ],
    [
      { message: leaseTermsMessages.securityDeposit, field: 'securityDeposit', code: 'validation' },
      { securityDeposit: -4 },
    ],
    [
      { message: leaseTermsMessages.renewalTerm, field: 'renewalTerm', code: 'validation' },
      { renewalTerm: -5 },
    ],
    [
      { message: leaseTermsMessages.leaseType, field: 'leaseType', code: 'validation' },
      { leaseType: 'lease' },
    ],
    [
      { message: 'Base rent must be a positive number', field: 'baseRent', code: 'validation' },
      { baseRent: '20' },
    ],
    [
      {
        message: 'Renewal term must be a whole number of months',
        field: 'renewalTerm',
        code: 'invalid_value',
      },
      { renewalTerm: 1.5 },
    ],
  ])('answers 400 with %o and writes nothing', async (body, change) => {
    const deal = await dealOf('Summit Sleep Center');
    const before = await dealOf('Summit Sleep Center');
    const response = await send('POST', `/api/opportunities/${deal.id}/lease-terms`, {
      ...example,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
    expect(await termsOf(deal.id)).toEqual([]);
    expect(await dealOf('Summit Sleep Center')).toEqual(before);
  });

  it.each([
    ['no renewal term', { renewalTerm: undefined }],
    ['a renewal term of 0', { renewalTerm: 0 }],
  ])('refuses a ticked renewal option with %s (400 with the message), writing nothing', async (_, change) => {
    const deal = await dealOf('Summit Sleep Center');
    const response = await send('POST', `/api/opportunities/${deal.id}/lease-terms`, {
      ...example,
      renewalOption: true,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Renewal term must be a positive number',
      field: 'renewalTerm',
      code: 'validation',
    });
    expect(await termsOf(deal.id)).toEqual([]);
  });

  it('answers 404 for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const missing = await send('POST', '/api/opportunities/999999/lease-terms', example);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await send('POST', '/api/opportunities/abc/lease-terms', example)).statusCode).toBe(400);
    const deal = await dealOf('Lumen Legal Group');
    expect((await send('POST', `/api/opportunities/${deal.id}/lease-terms`, example, false)).statusCode).toBe(
      401,
    );
    expect(await termsOf(deal.id)).toEqual([]);
  });
});

describe('PATCH /api/opportunities/:id/lease-terms', () => {
  it('changes only the fields sent (an unsent renewal option stays) and recomputes the NER', async () => {
    const deal = await dealOf('Central Texas Cardiology');
    const before = (await termsOf(deal.id)).find((row) => row.kind === 'proposal')!;
    expect(before.renewalOption).toBe(true);
    const response = await send('PATCH', `/api/opportunities/${deal.id}/lease-terms`, {
      baseRent: 42,
      rentFreePeriod: 1,
    });
    expect(response.statusCode).toBe(200);
    const terms: LeaseTerms = response.json();
    expect(terms).toMatchObject({
      baseRent: 42,
      rentFreePeriod: 1,
      term: before.termMonths,
      renewalOption: true,
      renewalTerm: before.renewalTerm,
    });
    const after = (await termsOf(deal.id)).find((row) => row.kind === 'proposal')!;
    expect(terms.ner).toEqual(nerOfTerms(after));
    // The figure the pipeline sorts by follows the terms.
    expect((await dealOf('Central Texas Cardiology')).proposalNer).toBeCloseTo(terms.ner.straightLine, 2);
    expect((await dealOf('Central Texas Cardiology')).lastActivityAt.toISOString()).toBe(now.toISOString());
    expect((await termsEventsOf(deal.id)).at(-1)).toBe(
      `base rent $${before.baseRent.toFixed(2)} → $42.00; free rent ${before.rentFreeMonths} months → 1 months`,
    );
  });

  it('changes other landlord costs alone, and the pipeline’s NER with them', async () => {
    const deal = await dealOf('Brightline Staffing');
    const response = await send('PATCH', `/api/opportunities/${deal.id}/lease-terms`, {
      otherLandlordCosts: 6,
    });
    expect(response.statusCode).toBe(200);
    const terms: LeaseTerms = response.json();
    expect(terms.otherLandlordCosts).toBe(6);
    expect(terms.ner).toEqual(nerOfTerms(nerTermsOf(terms)));
    expect((await dealOf('Brightline Staffing')).proposalNer).toBeCloseTo(terms.ner.straightLine, 2);
    expect((await termsEventsOf(deal.id)).at(-1)).toBe('other landlord costs $0.00 → $6.00');
    const refused = await send('PATCH', `/api/opportunities/${deal.id}/lease-terms`, {
      otherLandlordCosts: -1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: leaseTermsMessages.otherLandlordCosts,
      field: 'otherLandlordCosts',
      code: 'validation',
    });
  });

  it('answers 404 with the message when the deal has no terms, writing nothing', async () => {
    const deal = await dealOf('Ferro Labs');
    const response = await send('PATCH', `/api/opportunities/${deal.id}/lease-terms`, { baseRent: 30 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: noLeaseTermsMessage, code: 'not_found' });
    expect(await termsOf(deal.id)).toEqual([]);
    expect(await dealOf('Ferro Labs')).toEqual(deal);
  });

  it('answers 400 for a bad value or an empty body, changing nothing', async () => {
    const deal = await dealOf('Moreno Family Law');
    const before = await termsOf(deal.id);
    for (const [payload, body] of [
      [{ baseRent: -1 }, { message: leaseTermsMessages.baseRent, field: 'baseRent', code: 'validation' }],
      [{ term: 601 }, { message: 'Term is too large', field: 'term', code: 'validation' }],
      [{}, { message: 'Nothing to update', code: 'validation' }],
    ] as const) {
      const response = await send('PATCH', `/api/opportunities/${deal.id}/lease-terms`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(body);
    }
    expect(await termsOf(deal.id)).toEqual(before);
  });

  it('refuses to tick the renewal option without a positive term, sent or already saved', async () => {
    const [row] = await db()
      .select()
      .from(leaseTerms)
      .where(and(eq(leaseTerms.kind, 'proposal'), eq(leaseTerms.renewalOption, false)))
      .limit(1);
    if (!row) throw new Error('the seed has proposal terms without a renewal option');
    expect(row.renewalTerm).toBe(0);
    const url = `/api/opportunities/${row.opportunityId}/lease-terms`;
    // A term sent with the tick is refused by the request's schema, the saved one by the service.
    for (const [payload, code] of [
      [{ renewalOption: true }, 'invalid_value'],
      [{ renewalOption: true, renewalTerm: 0 }, 'validation'],
    ] as const) {
      const response = await send('PATCH', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: renewalTermRequiredMessage, field: 'renewalTerm', code });
    }
    expect((await termsOf(row.opportunityId)).find((terms) => terms.id === row.id)).toEqual(row);
    const ticked = await send('PATCH', url, { renewalOption: true, renewalTerm: 24 });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ renewalOption: true, renewalTerm: 24 });
    // With the option ticked, the term cannot go back to 0 on its own either.
    const zero = await send('PATCH', url, { renewalTerm: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({
      message: 'Renewal term must be a positive number',
      field: 'renewalTerm',
      code: 'invalid_value',
    });
  });

  it('answers 404 for a missing deal, 400 for a bad id, 401 without a session', async () => {
    expect((await send('PATCH', '/api/opportunities/999999/lease-terms', { baseRent: 30 })).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', '/api/opportunities/0/lease-terms', { baseRent: 30 })).statusCode).toBe(400);
    const deal = await dealOf('Parallax Games');
    const before = await termsOf(deal.id);
    const response = await send(
      'PATCH',
      `/api/opportunities/${deal.id}/lease-terms`,
      { baseRent: 30 },
      false,
    );
    expect(response.statusCode).toBe(401);
    expect(await termsOf(deal.id)).toEqual(before);
    const [proposal] = await db()
      .select()
      .from(leaseTerms)
      .where(and(eq(leaseTerms.opportunityId, deal.id), eq(leaseTerms.kind, 'proposal')));
    expect(proposal!.baseRent).toBe(80);
  });
});
