import { approvalGateMessage, type ProposalRound, proposalRoundMessages } from '@common/proposal-rounds';
import type { Role } from '@common/roles';
import { staleWriteMessage } from '@common/stale-writes';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealEvents, notifications, opportunities, properties, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';

const usersByRole: Record<Role, [string, string]> = {
  admin: ['demo', 'demo1234'],
  asset_manager: ['amorgan', 'leaselens123'],
  broker: ['jrivera', 'leaselens123'],
  leasing: ['scho', 'leaselens123'],
};

let app: TestApp;
const cookiesOf = {} as Record<Role, Record<string, string>>;
const idOf = {} as Record<Role, number>;
const now = new Date(Date.now() + 60_000);

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  for (const [role, [username, password]] of Object.entries(usersByRole)) {
    cookiesOf[role as Role] = await signIn(app, username, password);
    const [user] = await app.database.db.select().from(users).where(eq(users.username, username));
    idOf[role as Role] = user!.id;
  }
});
afterAll(() => app.close());

const db = () => app.database.db;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  role: Role | null = 'broker',
) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), ...(role ? { cookies: cookiesOf[role] } : {}) });

const terms = {
  leaseType: 'gross',
  areaRsf: 3000,
  termMonths: 60,
  baseRent: 41.5,
  rentEscalation: 3,
  rentFreeMonths: 2,
  tenantImprovements: 40,
  leasingCommissionPct: 4.5,
  otherLandlordCosts: 0,
};

/**
 * A deal of this test's own, at `stage`, with one landlord offer added by the broker. Angelview
 * Medical Center's asset manager is amorgan; Parkside Office Building's is demo, an admin.
 */
async function dealWithOffer(building = 'Angelview Medical Center', stage = 'loi') {
  const [property] = await db().select().from(properties).where(eq(properties.name, building));
  const deal = await call('POST', '/api/opportunities', {
    prospectName: `Approvals ${Math.random()}`,
    propertyId: property!.id,
    squareFeetNeeded: 3000,
    stage,
  });
  expect(deal.statusCode, deal.body).toBe(201);
  const id: number = deal.json().id;
  const offer = await call('POST', `/api/opportunities/${id}/proposal-rounds`, {
    ...terms,
    side: 'landlord',
    roundDate: '2026-03-01',
  });
  expect(offer.statusCode, offer.body).toBe(201);
  return { dealId: id, round: offer.json() as ProposalRound };
}

const submit = (id: number, role: Role = 'broker', payload: object = {}) =>
  call('POST', `/api/proposal-rounds/${id}/submit`, payload, role);
const approve = (id: number, role: Role, payload: object = {}) =>
  call('POST', `/api/proposal-rounds/${id}/approve`, payload, role);
const reject = (id: number, role: Role, payload: object) =>
  call('POST', `/api/proposal-rounds/${id}/reject`, payload, role);
const badgeOf = async (id: number) =>
  (await db().select().from(opportunities).where(eq(opportunities.id, id)))[0]!.approvalStatus;
const notificationsOf = (role: Role) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, idOf[role]), gt(notifications.createdAt, new Date(Date.now() - 60_000))),
    );

describe('submit, reject, resubmit, approve', () => {
  it('walks a round through approval: badge, history and notifications follow each step', async () => {
    const { dealId, round } = await dealWithOffer();
    const before = (await notificationsOf('asset_manager')).length;

    const submitted = await submit(round.id, 'broker', { version: round.version });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      approvalStatus: 'pending',
      submittedBy: { id: idOf.broker, fullName: 'Jordan Rivera' },
      submittedAt: now.toISOString(),
      decidedBy: null,
    });
    expect(await badgeOf(dealId)).toBe('pending');
    const asked = (await notificationsOf('asset_manager')).slice(before);
    expect(asked).toEqual([
      expect.objectContaining({
        kind: 'approval',
        title: 'Jordan Rivera asked you to approve a proposal',
        link: `/deals/${dealId}?tab=proposals`,
      }),
    ]);
    // The asset manager sees they may decide it; the broker who submitted it sees why not.
    const listed = (role: Role) =>
      call('GET', `/api/opportunities/${dealId}/proposal-rounds`, undefined, role).then(
        (response) => (response.json() as ProposalRound[])[0]!.decision,
      );
    expect(await listed('asset_manager')).toEqual({ allowed: true, reason: null });
    expect(await listed('broker')).toEqual({ allowed: false, reason: proposalRoundMessages.notDecider });

    const rejected = await reject(round.id, 'asset_manager', { comment: 'TI is $5 over budget' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      approvalStatus: 'rejected',
      decidedBy: { fullName: 'Alex Morgan' },
      decisionComment: 'TI is $5 over budget',
    });
    expect(await badgeOf(dealId)).toBe('rejected');
    expect((await notificationsOf('broker')).at(-1)).toMatchObject({
      title: 'Alex Morgan rejected your proposal',
      body: expect.stringContaining('TI is $5 over budget'),
      link: `/deals/${dealId}?tab=proposals`,
    });

    expect((await submit(round.id)).json()).toMatchObject({
      approvalStatus: 'pending',
      decisionComment: null,
    });
    const approved = await approve(round.id, 'asset_manager', { comment: 'Fine at $40 TI' });
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', decisionComment: 'Fine at $40 TI' });
    expect(await badgeOf(dealId)).toBe('approved');
    expect((await notificationsOf('broker')).at(-1)?.title).toBe('Alex Morgan approved your proposal');

    const history = await db()
      .select()
      .from(dealEvents)
      .where(and(eq(dealEvents.opportunityId, dealId), eq(dealEvents.kind, 'approval')))
      .orderBy(dealEvents.id);
    expect(history.map((event) => [event.fromValue, event.toValue, event.note])).toEqual([
      [null, 'pending', 'Landlord offer of 2026-03-01'],
      ['pending', 'rejected', 'Landlord offer of 2026-03-01. TI is $5 over budget'],
      ['rejected', 'pending', 'Landlord offer of 2026-03-01'],
      ['pending', 'approved', 'Landlord offer of 2026-03-01. Fine at $40 TI'],
    ]);
  });

  it('asks every active admin when the asset manager submitted the round themselves', async () => {
    const { round } = await dealWithOffer();
    const before = (await notificationsOf('admin')).length;
    expect((await submit(round.id, 'asset_manager')).statusCode).toBe(200);
    expect((await notificationsOf('admin')).slice(before)).toHaveLength(1);
    // The asset manager cannot decide it; an admin can.
    const own = await approve(round.id, 'asset_manager');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: proposalRoundMessages.ownSubmission, code: 'forbidden' });
    expect((await approve(round.id, 'admin')).statusCode).toBe(200);
  });
});

describe('who may decide', () => {
  it('refuses brokers and leasing (403 before anything else) and another building’s asset manager', async () => {
    const { round } = await dealWithOffer('Parkside Office Building');
    await submit(round.id, 'leasing');
    for (const role of ['broker', 'leasing'] as const) {
      expect((await approve(round.id, role)).statusCode).toBe(403);
      expect((await reject(round.id, role, {})).statusCode).toBe(403);
    }
    // amorgan manages other buildings, not Parkside (its asset manager is demo).
    const other = await approve(round.id, 'asset_manager');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: proposalRoundMessages.notDecider, code: 'forbidden' });
    expect((await approve(round.id, 'admin')).statusCode).toBe(200);
  });

  it('refuses an admin’s decision on their own submission (403)', async () => {
    const { round } = await dealWithOffer('Parkside Office Building');
    await submit(round.id, 'admin');
    const response = await approve(round.id, 'admin');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: proposalRoundMessages.ownSubmission, code: 'forbidden' });
  });

  it('answers 401 without a session and 404 for a missing round', async () => {
    expect((await call('POST', '/api/proposal-rounds/1/approve', {}, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/proposal-rounds/1/reject', { comment: 'x' }, null)).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/proposal-rounds/1/submit', {}, null)).statusCode).toBe(401);
    expect((await approve(999999, 'admin')).statusCode).toBe(404);
  });
});

describe('refusals that change nothing', () => {
  it('needs a comment to reject (400)', async () => {
    const { dealId, round } = await dealWithOffer();
    await submit(round.id);
    for (const payload of [{}, { comment: '   ' }]) {
      const response = await reject(round.id, 'asset_manager', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: proposalRoundMessages.commentRequired,
        field: 'comment',
        code: 'validation',
      });
    }
    expect(await badgeOf(dealId)).toBe('pending');
  });

  it('answers 409 to deciding a round not waiting for approval, or submitting one that is', async () => {
    const { dealId, round } = await dealWithOffer();
    const notPending = await approve(round.id, 'asset_manager');
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json()).toEqual({ message: proposalRoundMessages.notPending, code: 'conflict' });
    await submit(round.id);
    const again = await submit(round.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: proposalRoundMessages.alreadyPending, code: 'conflict' });
    await approve(round.id, 'asset_manager');
    expect((await submit(round.id)).json()).toEqual({
      message: proposalRoundMessages.alreadyApproved,
      code: 'conflict',
    });
    expect((await reject(round.id, 'asset_manager', { comment: 'Too late' })).statusCode).toBe(409);
    expect(await badgeOf(dealId)).toBe('approved');
  });

  it('answers 409 with the current round for a stale version, and 400 for submitting a budget', async () => {
    const { dealId, round } = await dealWithOffer();
    await call('PATCH', `/api/proposal-rounds/${round.id}`, { note: 'Revised' });
    const stale = await submit(round.id, 'broker', { version: round.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: staleWriteMessage, current: { version: 2 } });
    expect(await badgeOf(dealId)).toBeNull();

    const budget = await call('POST', `/api/opportunities/${dealId}/proposal-rounds`, {
      ...terms,
      side: 'budget',
      roundDate: '2026-02-01',
    });
    const refused = await submit(budget.json().id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: proposalRoundMessages.notSubmittable, code: 'invalid_value' });
  });
});

describe('the LOI approval gate', () => {
  const gate = (enabled: boolean, role: Role = 'admin') =>
    call('PUT', '/api/settings/approval-gate', { enabled }, role);
  const move = (dealId: number, stage: string) =>
    call('PATCH', `/api/opportunities/${dealId}/stage`, { stage }, 'broker');

  it('is read by everyone and changed by admins only (403 others, 400 bad body, 401 without a session)', async () => {
    expect((await call('GET', '/api/settings/approval-gate', undefined, 'leasing')).json()).toEqual({
      enabled: false,
    });
    for (const role of ['asset_manager', 'broker', 'leasing'] as const) {
      expect((await gate(true, role)).statusCode).toBe(403);
    }
    expect((await call('PUT', '/api/settings/approval-gate', { enabled: 'yes' }, 'admin')).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/settings/approval-gate', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/settings/approval-gate', undefined, 'broker')).json()).toEqual({
      enabled: false,
    });
  });

  it('on, refuses a move past LOI without an approved round and allows it with one; off, allows it', async () => {
    const { dealId, round } = await dealWithOffer();
    const free = await dealWithOffer();
    expect((await gate(true)).json()).toEqual({ enabled: true });
    try {
      const refused = await move(dealId, 'legal');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: approvalGateMessage, code: 'conflict' });
      await submit(round.id);
      expect((await move(dealId, 'legal')).statusCode).toBe(409);
      await approve(round.id, 'asset_manager');
      expect((await move(dealId, 'legal')).statusCode).toBe(200);
    } finally {
      expect((await gate(false)).json()).toEqual({ enabled: false });
    }
    expect((await move(free.dealId, 'legal')).statusCode).toBe(200);
  });
});
