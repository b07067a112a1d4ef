import type { DealEventKind } from '@common/deal-history';
import type { Transaction } from '../../db/database';
import { dealEvents } from '../../db/schema';

export type DealEventInput = {
  opportunityId: number;
  /** Who made the change; null for the system (a scheduled job). */
  userId: number | null;
  kind: DealEventKind;
  fromValue?: string | null;
  toValue?: string | null;
  note?: string | null;
  /** When it happened: the request's clock; the database's time when left out. */
  at?: Date;
};

/** Records changes in a deal's history, in the transaction that makes them. */
export async function recordDealEvents(tx: Transaction, events: DealEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(dealEvents).values(
    events.map((event) => ({
      opportunityId: event.opportunityId,
      userId: event.userId,
      kind: event.kind,
      fromValue: event.fromValue ?? null,
      toValue: event.toValue ?? null,
      note: event.note ?? null,
      ...(event.at ? { createdAt: event.at } : {}),
    })),
  );
}
