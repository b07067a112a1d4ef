import { type DealStage, dealStages } from '@common/deal-stages';
import { sessionCookie } from '../plugins/session';

/** What a deal holds, as last read from the database. */
export type DealState = { id: number; stage: DealStage; baseRent: number };

/**
 * A last-writer-wins field of one deal. Each deal has one writer, which sends one write at a time and
 * stops at its first failure, so after a crash the field holds `acknowledged` (the value of the last
 * write answered 2xx, or the value read before the round) or `inFlight` (the one unanswered write,
 * which may or may not have landed).
 */
export type FieldLedger<T> = { acknowledged: T; inFlight?: T };

export type DealLedger = { id: number; stage: FieldLedger<DealStage>; baseRent: FieldLedger<number> };

export type CommentWrite = { id: number; opportunityId: number; content: string };

export type RoundLedger = {
  deals: DealLedger[];
  comments: CommentWrite[];
  /** Comment posts sent but not answered 2xx: each may or may not be stored. */
  commentsInFlight: number;
  /** Acknowledged stage changes and lease-terms saves: each wrote one audit row. */
  auditedWrites: number;
  acknowledged: () => number;
  /** Failures seen before the kill: there should be none. */
  unexpected: string[];
};

/** The lease terms the load edits: the deal's own (created once before the rounds when it has none). */
export const loadTermsKind = 'proposal';

/** Base rents are unique across the whole run (1…90,000, within the contract's bound), so a lost save shows. */
let rentSequence = 0;
const nextRent = () => 1 + (rentSequence++ % 90_000);

/**
 * Writers at full speed over HTTP, each owning some deals: a comment, a stage change, a lease-terms
 * save, in turn. Every write answered 2xx is recorded with what it wrote. A writer stops at its first
 * failure (the app or its database was killed); a failure before `killed()` is recorded as unexpected.
 */
export function runWriters(options: {
  baseUrl: string;
  session: string;
  deals: DealState[];
  writers: number;
  round: number;
  killed: () => boolean;
}): { ledger: RoundLedger; done: Promise<void> } {
  const { baseUrl, session, deals, writers, round, killed } = options;
  const ledger: RoundLedger = {
    deals: deals.map((deal) => ({
      id: deal.id,
      stage: { acknowledged: deal.stage },
      baseRent: { acknowledged: deal.baseRent },
    })),
    comments: [],
    commentsInFlight: 0,
    auditedWrites: 0,
    acknowledged: () => ledger.comments.length + ledger.auditedWrites,
    unexpected: [],
  };
  const headers = { 'content-type': 'application/json', cookie: `${sessionCookie}=${session}` };

  const send = async (method: string, url: string, body: unknown): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${url}`, { method, headers, body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text);
  };

  const writer = async (index: number) => {
    const mine = ledger.deals.filter((_, position) => position % writers === index);
    for (let step = 0; ; step++) {
      const deal = mine[step % mine.length];
      if (!deal) return;
      const action = Math.floor(step / mine.length) % 3;
      try {
        if (action === 0) {
          const content = `crash-safety round ${round} writer ${index} write ${step}`;
          ledger.commentsInFlight++;
          const comment = (await send('POST', `/api/opportunities/${deal.id}/comments`, { content })) as {
            id: number;
          };
          ledger.commentsInFlight--;
          ledger.comments.push({ id: comment.id, opportunityId: deal.id, content });
        } else if (action === 1) {
          const current = deal.stage.acknowledged;
          const stage = dealStages[(dealStages.indexOf(current) + 1) % dealStages.length] as DealStage;
          deal.stage.inFlight = stage;
          // A move to Dead says why, as every move to Dead must.
          const lost = stage === 'dead' ? { lostReason: 'timing' } : {};
          await send('PATCH', `/api/opportunities/${deal.id}/stage`, { stage, ...lost });
          deal.stage = { acknowledged: stage };
          ledger.auditedWrites++;
        } else {
          const baseRent = nextRent();
          deal.baseRent.inFlight = baseRent;
          await send('PATCH', `/api/opportunities/${deal.id}/lease-terms`, {
            baseRent,
          });
          deal.baseRent = { acknowledged: baseRent };
          ledger.auditedWrites++;
        }
      } catch (error) {
        if (!killed()) ledger.unexpected.push(String(error));
        return;
      }
    }
  };

  const done = Promise.all(Array.from({ length: writers }, (_, index) => writer(index))).then(
    () => undefined,
  );
  return { ledger, done };
}
