import { daysBetween } from '@common/calendar-days';
import { opportunityNotFoundMessage } from '@common/deal-detail';
import { type DealHistory, describeDealEvent } from '@common/deal-history-feed';
import { todayIn } from '@common/time-zone';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dealEvents, opportunities, users } from '../../db/schema';
import { notFound } from '../../errors';
import { organisationTimeZone } from '../settings/time-zone.service';

/**
 * GET /api/opportunities/:id/history: the deal's events newest first (those of one write in the
 * order written: a stage move before the probability it moved), each with who made it and as a sentence, and the calendar days (in the organisation's time zone) it has been in its stage.
 */
export async function dealHistory(db: Database, id: number, now: Date): Promise<DealHistory> {
  const [deal] = await db
    .select({ stage: opportunities.stage, stageEnteredAt: opportunities.stageEnteredAt })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  if (!deal) throw notFound(opportunityNotFoundMessage);
  const [zone, rows] = await Promise.all([
    organisationTimeZone(db),
    db
      .select({ event: dealEvents, byName: users.fullName, byUsername: users.username })
      .from(dealEvents)
      .leftJoin(users, eq(users.id, dealEvents.userId))
      .where(eq(dealEvents.opportunityId, id))
      .orderBy(desc(dealEvents.createdAt), asc(dealEvents.id)),
  ]);
  const names = await assignedNames(
    db,
    rows.flatMap(({ event }) => (event.kind === 'assignment' ? [event.fromValue, event.toValue] : [])),
  );
  const nameOf = (userId: string) => names.get(Number(userId)) ?? 'a removed user';
  return {
    stage: deal.stage,
    stageEnteredAt: deal.stageEnteredAt.toISOString(),
    daysInStage: Math.max(0, daysBetween(todayIn(zone, deal.stageEnteredAt), todayIn(zone, now))),
    events: rows.map(({ event, byName, byUsername }) => ({
      id: event.id,
      kind: event.kind,
      fromValue: event.fromValue,
      toValue: event.toValue,
      note: event.note,
      at: event.createdAt.toISOString(),
      by:
        event.userId === null ? null : { id: event.userId, fullName: byName || byUsername || 'Unknown user' },
      text: describeDealEvent(event, nameOf),
    })),
  };
}

/** The names of the users an assignment names, by id. */
async function assignedNames(db: Database, values: (string | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(values.filter((value) => value !== null).map(Number))].filter(Number.isInteger);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.fullName || row.username]));
}
