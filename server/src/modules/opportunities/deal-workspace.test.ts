import { maxBulkDeals } from '@common/deal-bulk';
import { type OpportunityDetail, opportunityNotFoundMessage } from '@common/deal-detail';
import { probabilityBothWaysMessage } from '@common/deal-edits';
import { lostReasonRequiredMessage } from '@common/deal-history';
import type { DealHistory } from '@common/deal-history-feed';
import { approvalGateMessage } from '@common/proposal-rounds';
import { staleWriteMessage } from '@common/stale-writes';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, notifications, opportunities, properties, users } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { inactiveLeadMessage } from './assign-lead';

/*
 * The deal screen's writes and reads: history, edits with a version, probability by hand, the lead
 * and its notification, moves to Dead and back, and the bulk action.
 */

let app: TestApp;
let demo: Record<string, string>;
let broker: Record<string, string>;
let now = new Date('2026-03-10T15:00:00Z');
const ids = { demo: 0, jrivera: 0, scho: 0 };

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  demo = await signIn(app);
  broker = await signIn(app, 'jrivera', 'leaselens123');
  for (const row of await app.database.db.select({ id: users.id, username: users.username }).from(users)) {
    if (row.username in ids) ids[row.username as keyof typeof ids] = row.id;
  }
});
afterAll(() => app.close());

const db = () => app.database.db;
type Method = 'GET' | 'POST' | 'PATCH';
/** Each write a second after the last, as requests are: events of one write share its instant. */
function call(method: Method, url: string, payload?: object, cookies: Record<string, string> | null = demo) {
  if (method !== 'GET') now = new Date(now.getTime() + 1000);
  return app.inject({ method, url, ...(payload ? { payload } : {}), ...(cookies ? { cookies } : {}) });
}

let counter = 0;
async function newDeal(over: object = {}): Promise<OpportunityDetail> {
  const [property] = await db().select({ id: properties.id }).from(properties).limit(1);
  counter++;
  const response = await call('POST', '/api/opportunities', {
    prospectName: `Workspace Prospect ${counter}`,
    propertyId: property!.id,
    squareFeetNeeded: 2000,
    ...over,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const history = async (id: number): Promise<DealHistory> =>
  (await call('GET', `/api/opportunities/${id}/history`)).json();
const stored = async (id: number) =>
  (await db().select().from(opportunities).where(eq(opportunities.id, id)))[0]!;
const notificationsOf = (userId: number, link: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link)));

describe('GET /api/opportunities/:id/history', () => {
  it('lists what happened newest first, with who, when and a sentence, and the days in the stage', async () => {
    now = new Date('2026-03-10T15:00:00Z');
    const deal = await newDeal();
    now = new Date('2026-03-11T15:00:00Z');
    await call('PATCH', `/api/opportunities/${deal.id}/stage`, { stage: 'proposal' });
    now = new Date('2026-03-12T15:00:00Z');
    await call('PATCH', `/api/opportunities/${deal.id}`, { leadUserId: ids.jrivera });
    now = new Date('2026-03-14T09:00:00Z');

    const response = await call('GET', `/api/opportunities/${deal.id}/history`);
    expect(response.statusCode).toBe(200);
    const body: DealHistory = response.json();
    expect(body).toMatchObject({
      stage: 'proposal',
      stageEnteredAt: '2026-03-11T15:00:01.000Z',
      daysInStage: 3,
    });
    expect(body.events.map((event) => [event.kind, event.text, event.by?.fullName, event.at])).toEqual([
      ['assignment', 'Lead set to Jordan Rivera', 'Demo User', '2026-03-12T15:00:01.000Z'],
      ['stage', 'Moved from Inquiry to Proposal', 'Demo User', '2026-03-11T15:00:01.000Z'],
      [
        'probability',
        'Probability changed from 10% to 35% (follows the stage)',
        'Demo User',
        '2026-03-11T15:00:01.000Z',
      ],
      ['created', 'Created the deal at Inquiry', 'Demo User', '2026-03-10T15:00:01.000Z'],
    ]);
  });

  it("counts days in the organisation's calendar, not the server's", async () => {
    now = new Date('2026-01-10T07:29:59Z'); // 23:30 on 9 January in Los Angeles once written
    const deal = await newDeal();
    await db().update(appSettings).set({ timeZone: 'America/Los_Angeles' }).where(eq(appSettings.id, 1));
    try {
      now = new Date('2026-01-10T08:30:00Z'); // 00:30 on 10 January there, the same UTC day
      expect((await history(deal.id)).daysInStage).toBe(1);
    } finally {
      await db().update(appSettings).set({ timeZone: null }).where(eq(appSettings.id, 1));
    }
  });

  it('answers 404 for a missing deal, 400 for a bad id and 401 without a session', async () => {
    const missing = await call('GET', '/api/opportunities/999999/history');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: opportunityNotFoundMessage, code: 'not_found' });
    expect((await call('GET', '/api/opportunities/abc/history')).statusCode).toBe(400);
    expect((await call('GET', '/api/opportunities/1/history', undefined, null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/opportunities/:id with a version', () => {
  it('bumps the version by one and refuses a stale one with 409 and the deal as it now is', async () => {
    const deal = await newDeal();
    const saved = await call('PATCH', `/api/opportunities/${deal.id}`, {
      title: 'Renamed',
      version: deal.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(deal.version + 1);

    const stale = await call('PATCH', `/api/opportunities/${deal.id}`, {
      title: 'Again',
      version: deal.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: staleWriteMessage,
      current: { title: 'Renamed', version: deal.version + 1 },
    });
    expect((await stored(deal.id)).title).toBe('Renamed');
  });

  it('answers 400 for a version alone (nothing to update)', async () => {
    const deal = await newDeal();
    const response = await call('PATCH', `/api/opportunities/${deal.id}`, { version: deal.version });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nothing to update', code: 'validation' });
  });
});

describe('probability', () => {
  it('is set by hand by a PATCH, kept through a move, and follows the stage again when asked', async () => {
    const deal = await newDeal();
    expect(deal).toMatchObject({ probability: 10, probabilityByHand: false });
    const hand = (await call('PATCH', `/api/opportunities/${deal.id}`, { probability: 65 })).json();
    expect(hand).toMatchObject({ probability: 65, probabilityByHand: true });
    const moved = (await call('PATCH', `/api/opportunities/${deal.id}/stage`, { stage: 'loi' })).json();
    expect(moved).toMatchObject({ stage: 'loi', probability: 65, probabilityByHand: true });
    const follows = await call('PATCH', `/api/opportunities/${deal.id}`, { probabilityFollowsStage: true });
    expect(follows.json()).toMatchObject({ probability: 50, probabilityByHand: false });
    const texts = (await history(deal.id)).events.filter((e) => e.kind === 'probability').map((e) => e.text);
    expect(texts).toEqual([
      'Probability changed from 65% to 50% (follows the stage again)',
      'Probability changed from 10% to 65% (set by hand)',
    ]);
  });

  it('answers 400 for a figure and a return to the stage at once', async () => {
    const deal = await newDeal();
    const response = await call('PATCH', `/api/opportunities/${deal.id}`, {
      probability: 40,
      probabilityFollowsStage: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: probabilityBothWaysMessage, code: 'validation' });
  });
});

describe('the lead', () => {
  it('notifies the new lead of a reassignment and records it; picking oneself notifies nobody', async () => {
    const deal = await newDeal({ leadUserId: ids.demo });
    const response = await call('PATCH', `/api/opportunities/${deal.id}`, {
      leadUserId: ids.jrivera,
      version: deal.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lead: { username: 'jrivera' }, version: deal.version + 1 });
    const [sent] = await notificationsOf(ids.jrivera, `/deals/${deal.id}`);
    expect(sent).toMatchObject({
      kind: 'assignment',
      title: `Demo User made you the lead on ${deal.prospectName}`,
    });
    expect((await history(deal.id)).events[0]?.text).toBe('Lead changed from Demo User to Jordan Rivera');

    // The broker hands it back to themselves and then on to nobody: no notification for either.
    await call('PATCH', `/api/opportunities/${deal.id}`, { leadUserId: ids.jrivera }, broker);
    await call('PATCH', `/api/opportunities/${deal.id}`, { leadUserId: null }, broker);
    expect(await notificationsOf(ids.jrivera, `/deals/${deal.id}`)).toHaveLength(1);
    expect((await history(deal.id)).events[0]?.text).toBe('Lead Jordan Rivera removed');
  });

  it('answers 400 for a deactivated user and changes nothing', async () => {
    const deal = await newDeal();
    await db().update(users).set({ active: false }).where(eq(users.id, ids.scho));
    try {
      const response = await call('PATCH', `/api/opportunities/${deal.id}`, { leadUserId: ids.scho });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: inactiveLeadMessage,
        field: 'leadUserId',
        code: 'invalid_value',
      });
      expect(await stored(deal.id)).toMatchObject({ leadUserId: null, version: deal.version });
    } finally {
      await db().update(users).set({ active: true }).where(eq(users.id, ids.scho));
    }
  });
});

describe('moving to Dead and back', () => {
  it('answers 400 without a reason and changes nothing', async () => {
    const deal = await newDeal();
    for (const body of [{ stage: 'dead' }, { stage: 'dead', lostReason: 'other', lostReasonNote: ' ' }]) {
      const response = await call('PATCH', `/api/opportunities/${deal.id}/stage`, body);
      expect(response.statusCode).toBe(400);
    }
    expect(await stored(deal.id)).toMatchObject({ stage: 'inquiry', version: deal.version });
  });

  it('records where and why it was lost; Undo moves it back with the version it answered', async () => {
    const deal = await newDeal();
    const loi = (await call('PATCH', `/api/opportunities/${deal.id}/stage`, { stage: 'loi' })).json();
    const dead = await call('PATCH', `/api/opportunities/${deal.id}/stage`, {
      stage: 'dead',
      lostReason: 'price',
      version: loi.version,
    });
    expect(dead.json()).toMatchObject({
      stage: 'dead',
      lostAtStage: 'loi',
      lostReason: 'price',
      probability: 0,
    });

    const undo = await call('PATCH', `/api/opportunities/${deal.id}/stage`, {
      stage: 'loi',
      version: dead.json().version,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ stage: 'loi', lostAtStage: null, lostReason: null, probability: 50 });
    expect((await history(deal.id)).events.filter((e) => e.kind === 'stage').map((e) => e.text)).toEqual([
      'Moved from Dead to LOI',
      'Moved from LOI to Dead. Reason: Price',
      'Moved from Inquiry to LOI',
    ]);
  });

  it('refuses a stage move made on a stale copy with 409 and the current stage', async () => {
    const deal = await newDeal();
    await call('PATCH', `/api/opportunities/${deal.id}/stage`, { stage: 'touring' });
    const stale = await call('PATCH', `/api/opportunities/${deal.id}/stage`, {
      stage: 'legal',
      version: deal.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: staleWriteMessage, current: { stage: 'touring' } });
  });
});

describe('POST /api/opportunities/bulk', () => {
  const bulk = (payload: object, cookies: Record<string, string> | null = demo) =>
    call('POST', '/api/opportunities/bulk', payload, cookies);

  it('moves every selected deal through the one stage move and says how many', async () => {
    const deals = [await newDeal(), await newDeal(), await newDeal()];
    const response = await bulk({ action: 'stage', ids: deals.map((d) => d.id), stage: 'loi' }, broker);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 3, message: '3 deals moved to LOI' });
    for (const deal of deals) {
      expect(await stored(deal.id)).toMatchObject({
        stage: 'loi',
        probability: 50,
        version: deal.version + 1,
      });
      expect((await history(deal.id)).events[0]?.text).toBe('Moved from Inquiry to LOI');
    }
    const again = await bulk({ action: 'stage', ids: [deals[0]!.id, (await newDeal()).id], stage: 'loi' });
    expect(again.json()).toEqual({ changed: 1, message: '1 deal moved to LOI; 1 deal already was there' });
  });

  it('changes nothing when one deal is refused, and names it (the LOI approval gate)', async () => {
    // Locked and moved in id order: the first moves (past LOI already), the second is refused.
    const open = await newDeal({ stage: 'lease_execution' });
    const atLoi = await newDeal({ stage: 'loi' });
    await db().update(appSettings).set({ proposalApprovalGate: true }).where(eq(appSettings.id, 1));
    try {
      const response = await bulk({ action: 'stage', ids: [open.id, atLoi.id], stage: 'legal' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`${atLoi.prospectName}: ${approvalGateMessage}`);
    } finally {
      await db().update(appSettings).set({ proposalApprovalGate: false }).where(eq(appSettings.id, 1));
    }
    const rows = await db()
      .select()
      .from(opportunities)
      .where(inArray(opportunities.id, [open.id, atLoi.id]));
    expect(rows.map((row) => [row.stage, row.version]).sort()).toEqual([
      ['lease_execution', open.version],
      ['loi', atLoi.version],
    ]);
  });

  it('changes nothing for an unknown deal among the selected (404)', async () => {
    const deal = await newDeal();
    const response = await bulk({ action: 'stage', ids: [deal.id, 999999], stage: 'touring' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/999999/);
    expect((await stored(deal.id)).stage).toBe('inquiry');
  });

  it('moves deals to Dead only with a reason', async () => {
    const deals = [await newDeal(), await newDeal()];
    const refused = await bulk({ action: 'stage', ids: deals.map((d) => d.id), stage: 'dead' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: lostReasonRequiredMessage,
      field: 'lostReason',
      code: 'invalid_value',
    });
    const moved = await bulk({
      action: 'stage',
      ids: deals.map((d) => d.id),
      stage: 'dead',
      lostReason: 'timing',
    });
    expect(moved.json()).toEqual({ changed: 2, message: '2 deals moved to Dead' });
    expect(await stored(deals[0]!.id)).toMatchObject({ lostAtStage: 'inquiry', lostReason: 'timing' });
  });

  it('assigns a lead to every selected deal, notifying them once per deal', async () => {
    const deals = [await newDeal(), await newDeal()];
    const response = await bulk({ action: 'lead', ids: deals.map((d) => d.id), leadUserId: ids.jrivera });
    expect(response.json()).toEqual({ changed: 2, message: '2 deals assigned to Jordan Rivera' });
    for (const deal of deals) {
      expect((await stored(deal.id)).leadUserId).toBe(ids.jrivera);
      expect(await notificationsOf(ids.jrivera, `/deals/${deal.id}`)).toHaveLength(1);
    }
  });

  it('answers 400 for no deals, too many, an unknown action or stage; 401 without a session', async () => {
    const many = Array.from({ length: maxBulkDeals + 1 }, (_, i) => i + 1);
    for (const [payload, field, message] of [
      [{ action: 'stage', ids: [], stage: 'loi' }, 'ids', 'Select at least one deal'],
      [{ action: 'stage', ids: many, stage: 'loi' }, 'ids', `Select at most ${maxBulkDeals} deals`],
      [{ action: 'stage', ids: [1], stage: 'idle' }, 'stage', 'Unknown stage'],
    ] as const) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toEqual({ message, field, code: 'validation' });
    }
    expect((await bulk({ action: 'delete', ids: [1] })).statusCode).toBe(400);
    expect((await bulk({ action: 'stage', ids: [1], stage: 'loi' }, null)).statusCode).toBe(401);
  });
});
