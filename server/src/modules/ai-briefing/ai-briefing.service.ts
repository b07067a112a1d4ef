import {
  type Briefing,
  type BriefingItem,
  briefingItemSchema,
  briefingMessages,
  briefingRules,
  summarySources,
} from '@common/ai-briefing';
import { todayIn } from '@common/time-zone';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { aiBriefings } from '../../db/schema';
import { leaseRunsOutWithin } from '../../db/suite-status-sql';
import { notFound } from '../../errors';
import { organisationTimeZone, organisationToday } from '../settings/time-zone.service';
import { type BriefingFacts, type MatchFact, rankBriefingItems, ruleSummary } from './briefing-rules';
import type { SummaryWriter } from './llm-summary';

/*
 * ai_briefings.items (jsonb) holds, in order: one `meta` entry (the summary and who wrote it), then
 * the ranked items, each with `dismissed`. Dismissing flips that flag in the stored row only, so a new
 * generation brings the item back if it still applies.
 */
const storedMetaSchema = z.object({
  entry: z.literal('meta'),
  summary: z.string(),
  summarySource: z.enum(summarySources),
});
const storedItemSchema = briefingItemSchema.extend({ entry: z.literal('item'), dismissed: z.boolean() });
type StoredEntry = z.infer<typeof storedMetaSchema> | z.infer<typeof storedItemSchema>;

type BriefingRow = { id: number; generatedAt: Date; items: unknown[] };

function toBriefing(row: BriefingRow): Briefing {
  let summary: string | null = null;
  let summarySource: Briefing['summarySource'] = 'rules';
  const items: BriefingItem[] = [];
  for (const entry of row.items) {
    const meta = storedMetaSchema.safeParse(entry);
    if (meta.success) {
      summary = meta.data.summary;
      summarySource = meta.data.summarySource;
      continue;
    }
    const item = storedItemSchema.safeParse(entry);
    if (item.success && !item.data.dismissed) {
      const { entry: _, dismissed: __, ...visible } = item.data;
      items.push(visible);
    }
  }
  return {
    id: row.id,
    generatedAt: row.generatedAt.toISOString(),
    items,
    summary: summary ?? ruleSummary(items),
    summarySource: summary === null ? 'rules' : summarySource,
  };
}

/** Everything the rules need, counted by the database in one round trip (plus the matches). */
export async function readBriefingFacts(db: Database, now: Date): Promise<BriefingFacts> {
  const today = await organisationToday(db, now);
  const staleBefore = new Date(now.getTime() - briefingRules.staleActivityDays * 86_400_000);
  const { rows } = await db.execute<{
    leases_count: number;
    leases_past_due: number;
    leases_soonest: string | null;
    stalled_legal: number;
    stalled_execution: number;
    options_count: number;
    options_soonest: string | null;
  }>(sql`
    with expiring as (
      select least(l.end_date, coalesce(l.terminated_on, l.end_date)) as end_date from leases l
      where ${leaseRunsOutWithin(
        {
          id: sql`l.id`,
          status: sql`l.status`,
          endDate: sql`l.end_date`,
          terminatedOn: sql`l.terminated_on`,
        },
        today,
        briefingRules.leaseExpiryDays,
      )}
    ),
    stalled as (
      select stage from opportunities
      where stage in ('legal', 'lease_execution') and last_activity_at < ${staleBefore.toISOString()}::timestamptz
    ),
    notices as (
      select notice_end from options
      where notice_start <= ${today}::date and notice_end >= ${today}::date
        and notice_end <= ${today}::date + ${briefingRules.optionNoticeDays}::int
        and effective_date >= ${today}::date
    )
    select
      (select count(*)::int from expiring) as leases_count,
      (select count(*)::int from expiring where end_date < ${today}::date) as leases_past_due,
      (select to_char(min(end_date), 'YYYY-MM-DD') from expiring) as leases_soonest,
      (select count(*)::int from stalled where stage = 'legal') as stalled_legal,
      (select count(*)::int from stalled where stage = 'lease_execution') as stalled_execution,
      (select count(*)::int from notices) as options_count,
      (select to_char(min(notice_end), 'YYYY-MM-DD') from notices) as options_soonest
  `);
  const counts = rows[0];
  if (!counts) throw new Error('briefing counts returned no row');

  const { rows: matches } = await db.execute<{
    id: number;
    type: 'tenant-match' | 'expansion';
    title: string;
    confidence: number;
    tenant_name: string | null;
    property_name: string | null;
    suite: string | null;
  }>(sql`
    select o.id, o.type, o.title, o.confidence_score as confidence,
      t.name as tenant_name, p.name as property_name, s.suite
    from ai_opportunities o
    left join tenants t on t.id = o.tenant_id
    left join properties p on p.id = coalesce(o.property_id, (select property_id from spaces where id = o.space_id))
    left join spaces s on s.id = o.space_id
    where o.type in ('expansion', 'tenant-match')
      and o.confidence_score > ${briefingRules.matchConfidenceAbove}
      and o.status <> 'dismissed' and o.retired_at is null
    order by o.confidence_score desc, o.id
    limit ${briefingRules.maxMatches}
  `);

  return {
    today,
    leasesExpiring: {
      count: counts.leases_count,
      pastDue: counts.leases_past_due,
      soonestEnd: counts.leases_soonest,
    },
    stalledNegotiations: { legal: counts.stalled_legal, leaseExecution: counts.stalled_execution },
    optionNoticesDue: { count: counts.options_count, soonestNoticeEnd: counts.options_soonest },
    matches: matches.map(
      (row): MatchFact => ({
        id: row.id,
        type: row.type,
        title: row.title,
        confidence: row.confidence,
        tenantName: row.tenant_name,
        propertyName: row.property_name,
        suite: row.suite,
      }),
    ),
  };
}

export type BriefingDeps = { db: Database; clock: () => Date; writeSummary: SummaryWriter | null };

/** Computes a briefing from the portfolio now, stores it and returns it. */
export async function generateBriefing({ db, clock, writeSummary }: BriefingDeps): Promise<Briefing> {
  const now = clock();
  const items = rankBriefingItems(await readBriefingFacts(db, now));
  const llmText = writeSummary ? await writeSummary(items) : null;
  const stored: StoredEntry[] = [
    {
      entry: 'meta',
      summary: llmText ?? ruleSummary(items),
      summarySource: llmText ? 'llm' : 'rules',
    },
    ...items.map((item) => ({ ...item, entry: 'item' as const, dismissed: false })),
  ];
  const [row] = await db.insert(aiBriefings).values({ generatedAt: now, items: stored }).returning();
  if (!row) throw new Error('briefing insert returned no row');
  return toBriefing(row);
}

const latest = (db: Pick<Database, 'select'>) =>
  db.select().from(aiBriefings).orderBy(desc(aiBriefings.generatedAt), desc(aiBriefings.id)).limit(1);

/**
 * The latest briefing. It is a daily one: the first read ever, and the first read of a new day in the
 * organisation's time zone, generates a fresh one; otherwise the stored one is returned as it is (with
 * its dismissals).
 */
export async function getLatestBriefing(deps: BriefingDeps): Promise<Briefing> {
  const [row] = await latest(deps.db);
  if (row) {
    const zone = await organisationTimeZone(deps.db);
    if (todayIn(zone, row.generatedAt) >= todayIn(zone, deps.clock())) return toBriefing(row);
  }
  return generateBriefing(deps);
}

/** Hides one item of the latest briefing; dismissing it again changes nothing. */
export async function dismissBriefingItem(db: Database, key: string): Promise<Briefing> {
  return db.transaction(async (tx) => {
    const [row] = await latest(tx).for('update');
    const index = row?.items.findIndex((entry) => storedItemSchema.safeParse(entry).data?.key === key) ?? -1;
    if (!row || index < 0) throw notFound(briefingMessages.itemNotFound);
    const items = row.items.map((entry, at) =>
      at === index ? { ...(entry as Record<string, unknown>), dismissed: true } : entry,
    );
    const [updated] = await tx
      .update(aiBriefings)
      .set({ items })
      .where(eq(aiBriefings.id, row.id))
      .returning();
    return toBriefing(updated ?? row);
  });
}
