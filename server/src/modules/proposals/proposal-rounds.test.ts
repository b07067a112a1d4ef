import { opportunityNotFoundMessage } from '@common/deal-detail';
import { leaseTermsMessages } from '@common/lease-terms-messages';
import { type ProposalRound, proposalRoundMessages, roundNer } from '@common/proposal-rounds';
import type { Role } from '@common/roles';
import { staleWriteMessage } from '@common/stale-writes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealEvents, leaseTerms, opportunities, properties, proposalRounds } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

const usersByRole: Record<Role, [string, string]> = {
  admin: ['demo', 'demo1234'],
  asset_manager: ['amorgan', 'leaselens123'],
  broker: ['jrivera', 'leaselens123'],
  leasing: ['scho', 'leaselens123'],
};

let app: TestApp;
const cookiesOf = {} as Record<Role, Record<string, string>>;
// A fixed instant after the seed's, so a write's last activity is recognisably "now".
const now = new Date(Date.now() + 60_000);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  for (const [role, [username, password]] of Object.entries(usersByRole)) {
    cookiesOf[role as Role] = await signIn(app, username, password);
  }
});
afterAll(() => app.close());

const db = () => app.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, role: Role | null = 'broker') =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(role ? { cookies: cookiesOf[role] } : {}),
  });

const terms = {
  leaseType: 'gross',
  areaRsf: 3000,
  termMonths: 60,
  baseRent: 20,
  rentEscalation: 0,
  rentFreeMonths: 5,
  tenantImprovements: 10,
  leasingCommissionPct: null,
  otherLandlordCosts: 0,
};

/** A deal of this test's own on Angelview Medical Center, with no rounds. */
async function newDeal(prospect: string) {
  const [property] = await db()
    .select()
    .from(properties)
    .where(eq(properties.name, 'Angelview Medical Center'));
  const response = await call('POST', '/api/opportunities', {
    prospectName: `${prospect} ${Math.random()}`,
    propertyId: property!.id,
    squareFeetNeeded: 3000,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number };
}

async function addRound(dealId: number, round: object, role: Role = 'broker'): Promise<ProposalRound> {
  const response = await call('POST', `/api/opportunities/${dealId}/proposal-rounds`, round, role);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const dealRow = async (id: number) =>
  (await db().select().from(opportunities).where(eq(opportunities.id, id)))[0]!;
const eventsOf = (id: number) =>
  db().select().from(dealEvents).where(eq(dealEvents.opportunityId, id)).orderBy(dealEvents.id);
const proposalTermsOf = async (id: number) =>
  (
    await db()
      .select()
      .from(leaseTerms)
      .where(and(eq(leaseTerms.opportunityId, id), eq(leaseTerms.kind, 'proposal')))
  )[0];

describe('POST /api/opportunities/:id/proposal-rounds', () => {
  it('adds a round (201) with both NERs, bumps the deal and records it in the history', async () => {
    const deal = await newDeal('Round Adders');
    const before = await dealRow(deal.id);
    const round = await addRound(deal.id, {
      ...terms,
      side: 'landlord',
      roundDate: '2026-03-01',
      note: 'First offer',
    });
    expect(round).toMatchObject({
      opportunityId: deal.id,
      side: 'landlord',
      roundDate: '2026-03-01',
      ...terms,
      note: 'First offer',
      accepted: false,
      approvalStatus: null,
      createdBy: { fullName: 'Jordan Rivera' },
      version: 1,
      ner: { straightLine: 16.33, discounted: 15.6 },
      variance: null,
      decision: { allowed: false, reason: proposalRoundMessages.notDecider },
    });
    const after = await dealRow(deal.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.lastActivityAt.toISOString()).toBe(now.toISOString());
    expect((await eventsOf(deal.id)).at(-1)).toMatchObject({
      kind: 'round',
      toValue: String(round.id),
      note: 'Added Landlord offer of 2026-03-01',
    });
  });

  it('counts other landlord costs like TI in the NER', async () => {
    const deal = await newDeal('Cost Counters');
    const round = await addRound(deal.id, {
      ...terms,
      otherLandlordCosts: 5,
      side: 'tenant',
      roundDate: '2026-03-01',
    });
    expect(round.ner).toEqual(roundNer({ ...terms, tenantImprovements: 15 }));
    expect(round.ner.straightLine).toBe(15.33);
  });

  it('answers 400 with the field’s message, 404 for a missing deal and 401 without a session, writing nothing', async () => {
    const deal = await newDeal('Bad Inputs');
    const url = `/api/opportunities/${deal.id}/proposal-rounds`;
    const round = { ...terms, side: 'landlord', roundDate: '2026-03-01' };
    for (const [change, body] of [
      [{ baseRent: 0 }, { message: leaseTermsMessages.baseRent, field: 'baseRent', code: 'validation' }],
      [{ areaRsf: 12.5 }, { message: proposalRoundMessages.areaRsf, field: 'areaRsf', code: 'validation' }],
      [
        { otherLandlordCosts: -1 },
        {
          message: proposalRoundMessages.otherLandlordCosts,
          field: 'otherLandlordCosts',
          code: 'validation',
        },
      ],
      [{ side: 'broker' }, { message: proposalRoundMessages.side, field: 'side', code: 'validation' }],
      [
        { roundDate: '1 March' },
        { message: proposalRoundMessages.roundDate, field: 'roundDate', code: 'validation' },
      ],
      [
        { termMonths: undefined },
        { message: leaseTermsMessages.term, field: 'termMonths', code: 'validation' },
      ],
    ] as const) {
      const response = await call('POST', url, { ...round, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(body);
    }
    const missing = await call('POST', '/api/opportunities/999999/proposal-rounds', round);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await call('POST', url, round, null)).statusCode).toBe(401);
    expect(await db().select().from(proposalRounds).where(eq(proposalRounds.opportunityId, deal.id))).toEqual(
      [],
    );
  });
});

describe('GET /api/opportunities/:id/proposal-rounds', () => {
  it('lists the rounds by date then as added, each against the latest budget round', async () => {
    const deal = await newDeal('Round Listers');
    const counter = await addRound(deal.id, {
      ...terms,
      side: 'tenant',
      roundDate: '2026-04-01',
      baseRent: 19,
    });
    const offer = await addRound(deal.id, {
      ...terms,
      side: 'landlord',
      roundDate: '2026-03-01',
      baseRent: 21.5,
    });
    const oldBudget = await addRound(deal.id, {
      ...terms,
      side: 'budget',
      roundDate: '2026-01-01',
      baseRent: 30,
    });
    const budget = await addRound(deal.id, { ...terms, side: 'budget', roundDate: '2026-02-01' });
    const response = await call('GET', `/api/opportunities/${deal.id}/proposal-rounds`, undefined, 'leasing');
    expect(response.statusCode).toBe(200);
    const rounds: ProposalRound[] = response.json();
    expect(rounds.map((round) => round.id)).toEqual([oldBudget.id, budget.id, offer.id, counter.id]);
    const [older, latest, landlord, tenant] = rounds;
    expect(latest!.variance).toBeNull();
    // $21.50 vs $20.00 budget: +$1.50 rent; +$1.38 a year of NER, as 5 of the 60 months are free.
    expect(landlord!.variance).toMatchObject({
      baseRent: { sign: '+', value: 1.5, favourable: true },
      nerStraightLine: { sign: '+', value: 1.38, favourable: true },
      tenantImprovements: { sign: '=', value: 0, favourable: null },
    });
    expect(tenant!.variance?.baseRent).toEqual({ sign: '-', value: 1, favourable: false });
    expect(older!.variance?.baseRent).toEqual({ sign: '+', value: 10, favourable: true });
  });

  it('answers an empty list for a deal without rounds, 404 for a missing deal, 400 for a bad id, 401 without a session', async () => {
    const deal = await newDeal('No Rounds');
    expect((await call('GET', `/api/opportunities/${deal.id}/proposal-rounds`)).json()).toEqual([]);
    expect((await call('GET', '/api/opportunities/999999/proposal-rounds')).statusCode).toBe(404);
    expect((await call('GET', '/api/opportunities/x/proposal-rounds')).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/opportunities/${deal.id}/proposal-rounds`, undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/proposal-rounds/:id', () => {
  it('changes the fields sent, bumps both versions and records what changed', async () => {
    const deal = await newDeal('Round Editors');
    const round = await addRound(deal.id, { ...terms, side: 'landlord', roundDate: '2026-03-01' });
    const versionBefore = (await dealRow(deal.id)).version;
    const response = await call('PATCH', `/api/proposal-rounds/${round.id}`, {
      baseRent: 21.5,
      tenantImprovements: 12,
      version: round.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ baseRent: 21.5, tenantImprovements: 12, version: 2 });
    expect((await dealRow(deal.id)).version).toBe(versionBefore + 1);
    expect((await eventsOf(deal.id)).at(-1)).toMatchObject({
      kind: 'round',
      note: 'Changed Landlord offer of 2026-03-01: base rent $20.00 → $21.50; TI $10.00 → $12.00',
    });
  });

  it('refuses a stale version with 409 and the round as it is now, changing nothing', async () => {
    const deal = await newDeal('Stale Editors');
    const round = await addRound(deal.id, { ...terms, side: 'landlord', roundDate: '2026-03-01' });
    await call('PATCH', `/api/proposal-rounds/${round.id}`, { baseRent: 22 });
    const response = await call('PATCH', `/api/proposal-rounds/${round.id}`, { baseRent: 25, version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: staleWriteMessage,
      current: { baseRent: 22, version: 2 },
    });
  });

  it('keeps the terms of a round waiting for approval (409) but lets its note change', async () => {
    const deal = await newDeal('Locked Editors');
    const round = await addRound(deal.id, { ...terms, side: 'landlord', roundDate: '2026-03-01' });
    expect((await call('POST', `/api/proposal-rounds/${round.id}/submit`, {})).statusCode).toBe(200);
    const refused = await call('PATCH', `/api/proposal-rounds/${round.id}`, { baseRent: 30 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: proposalRoundMessages.locked, code: 'conflict' });
    const noted = await call('PATCH', `/api/proposal-rounds/${round.id}`, { note: 'Sent to the owner' });
    expect(noted.json()).toMatchObject({
      note: 'Sent to the owner',
      baseRent: 20,
      approvalStatus: 'pending',
    });
  });

  it('answers 400 for a bad value or an empty patch, 404 for a missing round, 401 without a session', async () => {
    const deal = await newDeal('Bad Editors');
    const round = await addRound(deal.id, { ...terms, side: 'landlord', roundDate: '2026-03-01' });
    const url = `/api/proposal-rounds/${round.id}`;
    expect((await call('PATCH', url, { baseRent: -1 })).json()).toEqual({
      message: leaseTermsMessages.baseRent,
      field: 'baseRent',
      code: 'validation',
    });
    expect((await call('PATCH', url, { version: 1 })).json()).toEqual({
      message: 'Nothing to update',
      code: 'validation',
    });
    const missing = await call('PATCH', '/api/proposal-rounds/999999', { baseRent: 30 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: proposalRoundMessages.notFound, code: 'not_found' });
    expect((await call('PATCH', url, { baseRent: 30 }, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/opportunities/${deal.id}/proposal-rounds`)).json()[0].baseRent).toBe(20);
  });
});

describe('POST /api/proposal-rounds/:id/accept', () => {
  it('makes the round the accepted one, its terms the deal’s lease terms and the pipeline’s NER', async () => {
    const deal = await newDeal('Acceptors');
    const offer = await addRound(deal.id, { ...terms, side: 'landlord', roundDate: '2026-03-01' });
    const counter = await addRound(deal.id, {
      ...terms,
      side: 'tenant',
      roundDate: '2026-03-08',
      baseRent: 19,
    });
    expect((await call('POST', `/api/proposal-rounds/${offer.id}/accept`, {})).statusCode).toBe(200);

    const response = await call('POST', `/api/proposal-rounds/${counter.id}/accept`, {
      version: counter.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accepted: true, version: 2 });
    const rounds: ProposalRound[] = (
      await call('GET', `/api/opportunities/${deal.id}/proposal-rounds`)
    ).json();
    expect(rounds.map((round) => [round.side, round.accepted])).toEqual([
      ['landlord', false],
      ['tenant', true],
    ]);
    expect(await proposalTermsOf(deal.id)).toMatchObject({ baseRent: 19, termMonths: 60, rentFreeMonths: 5 });
    const list = (await call('GET', '/api/opportunities?keyword=Acceptors')).json();
    expect(list.items[0].ner).toBe(counter.ner.straightLine);
    expect((await eventsOf(deal.id)).at(-1)).toMatchObject({
      kind: 'terms',
      fromValue: String(offer.id),
      toValue: String(counter.id),
    });

    // Edited after acceptance, its new terms are the lease terms too.
    await call('PATCH', `/api/proposal-rounds/${counter.id}`, { baseRent: 19.5 });
    expect((await proposalTermsOf(deal.id))?.baseRent).toBe(19.5);
  });

  it('carries the round’s other landlord costs into the lease terms: the pipeline’s NER is the round’s to the cent', async () => {
    const prospect = `Cost Carriers ${Math.random()}`;
    const deal = await newDeal(prospect);
    const offer = await addRound(deal.id, {
      ...terms,
      side: 'landlord',
      roundDate: '2026-03-01',
      rentEscalation: 3,
      leasingCommissionPct: 4.5,
      otherLandlordCosts: 7.25,
    });
    expect((await call('POST', `/api/proposal-rounds/${offer.id}/accept`, {})).statusCode).toBe(200);

    expect(await proposalTermsOf(deal.id)).toMatchObject({
      otherLandlordCosts: 7.25,
      tenantImprovements: 10,
    });
    const straightLine = offer.ner.straightLine;
    // Without the costs the figure would be $7.25 ÷ 5 years = $1.45 higher.
    expect(roundNer({ ...offer, otherLandlordCosts: 0 }).straightLine).toBeCloseTo(straightLine + 1.45, 2);
    expect(Math.round(((await dealRow(deal.id)).proposalNer ?? Number.NaN) * 100) / 100).toBe(straightLine);
    const list = (await call('GET', `/api/opportunities?keyword=${encodeURIComponent(prospect)}`)).json();
    expect(list.items[0].ner).toBe(straightLine);
    expect(list.items[0].nerTerms).toMatchObject({ otherLandlordCosts: 7.25 });
    const leaseTermsResponse = await call('GET', `/api/opportunities/${deal.id}/lease-terms`);
    expect(leaseTermsResponse.json()).toMatchObject({ otherLandlordCosts: 7.25, ner: offer.ner });

    // Changed on the accepted round, the costs follow into the lease terms and the pipeline.
    const changed = (
      await call('PATCH', `/api/proposal-rounds/${offer.id}`, { otherLandlordCosts: 2 })
    ).json();
    expect((await proposalTermsOf(deal.id))?.otherLandlordCosts).toBe(2);
    expect(Math.round(((await dealRow(deal.id)).proposalNer ?? Number.NaN) * 100) / 100).toBe(
      changed.ner.straightLine,
    );
  });

  it('answers 400 for a budget or previous lease and 409 for a stale version, changing nothing', async () => {
    const deal = await newDeal('Bad Acceptors');
    const budget = await addRound(deal.id, { ...terms, side: 'budget', roundDate: '2026-03-01' });
    const previous = await addRound(deal.id, { ...terms, side: 'previous', roundDate: '2026-03-01' });
    for (const round of [budget, previous]) {
      const response = await call('POST', `/api/proposal-rounds/${round.id}/accept`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: proposalRoundMessages.notAcceptable,
        code: 'invalid_value',
      });
    }
    const offer = await addRound(deal.id, { ...terms, side: 'landlord', roundDate: '2026-03-01' });
    await call('PATCH', `/api/proposal-rounds/${offer.id}`, { baseRent: 22 });
    const stale = await call('POST', `/api/proposal-rounds/${offer.id}/accept`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await proposalTermsOf(deal.id)).toBeUndefined();
    expect((await call('POST', '/api/proposal-rounds/999999/accept', {})).statusCode).toBe(404);
    expect((await call('POST', `/api/proposal-rounds/${offer.id}/accept`, {}, null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/proposal-rounds/:id', () => {
  it('deletes a round (204) and records it, but not an accepted or approved one (409)', async () => {
    const deal = await newDeal('Deleters');
    const budget = await addRound(deal.id, { ...terms, side: 'budget', roundDate: '2026-03-01' });
    const offer = await addRound(deal.id, { ...terms, side: 'landlord', roundDate: '2026-03-02' });
    const response = await call('DELETE', `/api/proposal-rounds/${budget.id}?version=1`);
    expect(response.statusCode).toBe(204);
    expect((await eventsOf(deal.id)).at(-1)).toMatchObject({
      kind: 'round',
      note: 'Deleted Budget of 2026-03-01',
    });

    await call('POST', `/api/proposal-rounds/${offer.id}/accept`, {});
    const accepted = await call('DELETE', `/api/proposal-rounds/${offer.id}`);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toEqual({ message: proposalRoundMessages.notDeletable, code: 'conflict' });

    const counter = await addRound(deal.id, { ...terms, side: 'tenant', roundDate: '2026-03-03' });
    await call('POST', `/api/proposal-rounds/${counter.id}/submit`, {});
    await call('POST', `/api/proposal-rounds/${counter.id}/approve`, {}, 'asset_manager');
    expect((await call('DELETE', `/api/proposal-rounds/${counter.id}`)).statusCode).toBe(409);
    const rounds: ProposalRound[] = (
      await call('GET', `/api/opportunities/${deal.id}/proposal-rounds`)
    ).json();
    expect(rounds.map((round) => round.id)).toEqual([offer.id, counter.id]);
  });

  it('answers 409 for a stale version, 404 for a missing round and 401 without a session', async () => {
    const deal = await newDeal('Bad Deleters');
    const round = await addRound(deal.id, { ...terms, side: 'budget', roundDate: '2026-03-01' });
    await call('PATCH', `/api/proposal-rounds/${round.id}`, { baseRent: 22 });
    expect((await call('DELETE', `/api/proposal-rounds/${round.id}?version=1`)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/proposal-rounds/999999')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/proposal-rounds/${round.id}`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/opportunities/${deal.id}/proposal-rounds`)).json()).toHaveLength(1);
  });
});
