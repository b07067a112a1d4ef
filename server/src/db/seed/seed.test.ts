import { dealStages, dealTypes } from '@common/deal-stages';
import { industries } from '@common/industries';
import { leaseLifecycles, suiteStatuses } from '@common/lease-lifecycle';
import { compLeaseTypes } from '@common/lease-types';
import { optionTypes } from '@common/option-types';
import { lessonExcerpt, trainingIcons } from '@common/training';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../database';
import * as schema from '../schema';
import { suiteStatusOf } from '../suite-status-sql';
import { seedDatabase } from '.';

// A pinned day, so the windows below are measured from the same "today" the seed used.
const today = new Date('2026-03-15T12:00:00Z');
const todayIso = '2026-03-15';

const countedTables = {
  users: schema.users,
  properties: schema.properties,
  floors: schema.floors,
  spaces: schema.spaces,
  tenants: schema.tenants,
  leases: schema.leases,
  opportunities: schema.opportunities,
  leaseTerms: schema.leaseTerms,
  proposalRounds: schema.proposalRounds,
  comments: schema.comments,
  commentLikes: schema.commentLikes,
  options: schema.options,
  leaseComps: schema.leaseComps,
  trainingCategories: schema.trainingCategories,
  trainingLessons: schema.trainingLessons,
  tenantSurveys: schema.tenantSurveys,
};

async function counts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(countedTables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

describe('seedDatabase', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let first: { seeded: boolean };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    first = await seedDatabase(db, { today });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('seeds an empty database', () => {
    expect(first).toEqual({ seeded: true });
  });

  it('creates the demo admin and three colleagues, and the demo password verifies', async () => {
    const users = await db.select().from(schema.users).orderBy(schema.users.id);
    expect(users.map((user) => [user.username, user.role])).toEqual([
      ['demo', 'admin'],
      ['amorgan', 'asset_manager'],
      ['jrivera', 'broker'],
      ['scho', 'leasing'],
    ]);
    expect(users[0]!.fullName).toBe('Demo User');
    expect(await verifyPassword('demo1234', users[0]!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', users[0]!.passwordHash)).toBe(false);
    expect(await verifyPassword('leaselens123', users[1]!.passwordHash)).toBe(true);
    expect(users.every((user) => user.email.endsWith('@example.com') && user.avatar === null)).toBe(true);
  });

  it('holds the promised minimum of each kind of record', async () => {
    const seeded = await counts(db);
    expect(seeded.properties).toBeGreaterThanOrEqual(5);
    expect(seeded.floors).toBeGreaterThanOrEqual(12);
    expect(seeded.spaces).toBeGreaterThanOrEqual(60);
    expect(seeded.tenants).toBeGreaterThanOrEqual(40);
    expect(seeded.opportunities).toBeGreaterThanOrEqual(30);
    expect(seeded.options).toBeGreaterThanOrEqual(40);
    expect(seeded.leaseComps).toBeGreaterThanOrEqual(25);
    expect(seeded.trainingCategories).toBe(7);
    expect(seeded.trainingLessons).toBeGreaterThanOrEqual(16);
    expect(seeded.comments).toBeGreaterThan(0);
    expect(seeded.commentLikes).toBeGreaterThan(0);
  });

  it('leaves the computed tables empty', async () => {
    const computed = [schema.aiOpportunities, schema.aiBriefings, schema.jobs, schema.notifications];
    for (const table of [...computed, schema.actionPlans]) {
      expect(await db.$count(table)).toBe(0);
    }
  });

  it('has a medical building, a tower of 8+ floors and buildings in CA, NY, TX, FL and IL', async () => {
    const properties = await db.select().from(schema.properties);
    expect(properties.some((p) => p.isMedical && p.hospitalRestrictions.length > 0)).toBe(true);
    expect(Math.max(...properties.map((p) => p.floorCount))).toBeGreaterThanOrEqual(8);
    expect(new Set(properties.map((p) => p.state))).toEqual(new Set(['CA', 'NY', 'TX', 'FL', 'IL']));
    expect(new Set(properties.map((p) => p.assetClass))).toEqual(new Set(['office', 'medical', 'retail']));
    expect(properties.every((p) => p.assetManagerId !== null)).toBe(true);
  });

  it('adds suites up to floors and floors up to buildings', async () => {
    const mismatches = await rows(
      db,
      sql`select p.id from properties p
          where p.total_sf <> (select sum(f.total_sf) from floors f where f.property_id = p.id)
             or p.floor_count <> (select count(*) from floors f where f.property_id = p.id)
          union all
          select f.id from floors f
          where f.total_sf <> (select sum(s.rentable_sf) from spaces s where s.floor_id = f.id)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('leases each occupied suite to one tenant and leaves at least 10 suites vacant', async () => {
    const doubles = await rows(
      db,
      sql`select space_id from leases where status = 'active' group by space_id having count(*) > 1`,
    );
    expect(doubles).toEqual([]);
    const [vacancy] = await rows<{ vacant: number }>(
      db,
      sql`select count(*)::int as vacant from spaces s
          where not exists (select 1 from leases l where l.space_id = s.id and l.status = 'active')`,
    );
    expect(vacancy!.vacant).toBeGreaterThanOrEqual(10);
    const listed = await db.$count(schema.spaces, eq(schema.spaces.listingStatus, 'active'));
    expect(listed).toBeGreaterThan(0);
  });

  it('spreads 50+ active lease expirations over the next 24 months', async () => {
    const [spread] = await rows<Record<string, number>>(
      db,
      sql`select count(*)::int as active,
            count(*) filter (where end_date <= ${todayIso}::date + 30)::int as within30,
            count(*) filter (where end_date <= ${todayIso}::date + 90)::int as within90,
            count(*) filter (where end_date <= ${todayIso}::date + 180)::int as within180,
            count(*) filter (where end_date > ${todayIso}::date + 731)::int as outside,
            count(*) filter (where end_date < ${todayIso}::date)::int as held_over,
            count(distinct date_trunc('month', end_date))::int as months,
            count(*) filter (where start_date > ${todayIso}::date - 730 or start_date < ${todayIso}::date - 3660)::int
              as odd_starts,
            count(*) filter (where is_sublease)::int as subleases
          from leases where status = 'active'`,
    );
    expect(spread!.active).toBeGreaterThanOrEqual(50);
    expect(spread!.within30).toBeGreaterThanOrEqual(3);
    expect(spread!.within90).toBeGreaterThan(spread!.within30!);
    expect(spread!.within180).toBeGreaterThan(spread!.within90!);
    expect(spread!.outside).toBe(0);
    // One tenant holds over: past its end date, still recorded active.
    expect(spread!.held_over).toBe(1);
    expect(spread!.months).toBeGreaterThanOrEqual(18);
    expect(spread!.odd_starts).toBe(0);
    expect(spread!.subleases).toBeGreaterThanOrEqual(2);
    const expired = await db.$count(schema.leases, eq(schema.leases.status, 'expired'));
    expect(expired).toBeGreaterThan(0);
  });

  it('seeds a lease in every lifecycle state, and a suite in every status, so each shows on screen', async () => {
    const lifecycles = await rows<{ state: string }>(
      db,
      sql`select distinct lease_lifecycle(id, ${todayIso}::date) as state from leases`,
    );
    expect(lifecycles.map((row) => row.state).sort()).toEqual([...leaseLifecycles].sort());
    const statuses = await rows<{ status: string }>(
      db,
      sql`select distinct ${suiteStatusOf(sql`s.id`, todayIso)} as status from spaces s`,
    );
    expect(statuses.map((row) => row.status).sort()).toEqual([...suiteStatuses].sort());
  });

  it('seeds 40+ tenants in 8+ industries named as in the stacking-plan legend', async () => {
    const tenants = await db.select().from(schema.tenants);
    const used = new Set(tenants.map((tenant) => tenant.industry));
    expect(used.size).toBeGreaterThanOrEqual(8);
    for (const industry of used) expect(industries).toContain(industry);
    expect(tenants.every((t) => t.contactName && t.contactEmail && t.contactPhone)).toBe(true);
  });

  it('covers every deal stage and type, with recent and stale activity', async () => {
    const deals = await db.select().from(schema.opportunities);
    expect(new Set(deals.map((deal) => deal.stage))).toEqual(new Set(dealStages));
    expect(new Set(deals.map((deal) => deal.dealType))).toEqual(new Set(dealTypes));
    const daysIdle = deals.map((deal) => (today.getTime() - deal.lastActivityAt.getTime()) / 86_400_000);
    expect(daysIdle.some((days) => days < 30)).toBe(true);
    expect(daysIdle.some((days) => days >= 30 && days < 60)).toBe(true);
    expect(daysIdle.some((days) => days >= 60 && days <= 90)).toBe(true);
    expect(daysIdle.some((days) => days > 90)).toBe(true);
    expect(daysIdle.every((days) => days > 0 && days <= 125)).toBe(true);
    const withoutRent = deals.filter((deal) => deal.proposedRent === null).length;
    expect(withoutRent).toBeGreaterThan(0);
    expect(withoutRent).toBeLessThan(deals.length / 4);
    const proposals = await db.$count(schema.leaseTerms, eq(schema.leaseTerms.kind, 'proposal'));
    expect(proposals).toBeGreaterThanOrEqual(deals.length / 2 - 2);
  });

  it('gives each deal with lease terms its rounds, the accepted one holding those terms', async () => {
    const terms = await db.select().from(schema.leaseTerms);
    expect(new Set(terms.map((row) => row.kind))).toEqual(new Set(['proposal']));
    const rounds = await db.select().from(schema.proposalRounds);
    expect(new Set(rounds.map((round) => round.side))).toEqual(
      new Set(['previous', 'budget', 'landlord', 'tenant']),
    );
    for (const row of terms) {
      const accepted = rounds.filter((round) => round.opportunityId === row.opportunityId && round.accepted);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]).toMatchObject({
        leaseType: row.leaseType,
        termMonths: row.termMonths,
        baseRent: row.baseRent,
        rentEscalation: row.rentEscalation,
        rentFreeMonths: row.rentFreeMonths,
        tenantImprovements: row.tenantImprovements,
        leasingCommissionPct: row.leasingCommissionPct,
        otherLandlordCosts: row.otherLandlordCosts,
      });
    }
    // Some deal's terms carry an accepted round's other landlord costs, so the NER checks meet them.
    expect(terms.some((row) => row.otherLandlordCosts > 0)).toBe(true);
    const statuses = new Set(rounds.map((round) => round.approvalStatus));
    expect(statuses).toEqual(new Set([null, 'pending', 'approved', 'rejected']));
    // Nobody decided their own submission; each deal's badge is its latest submission's status.
    for (const round of rounds.filter((r) => r.decidedBy !== null))
      expect(round.decidedBy).not.toBe(round.submittedBy);
    for (const deal of await db.select().from(schema.opportunities)) {
      const latest = rounds
        .filter((round) => round.opportunityId === deal.id && round.submittedAt)
        .sort((a, b) => b.submittedAt!.getTime() - a.submittedAt!.getTime())[0];
      expect(deal.approvalStatus, deal.prospectName).toBe(latest?.approvalStatus ?? null);
    }
  });

  it('has rounds that say what the comments and updates say about the terms', async () => {
    const [austin] = await db
      .select()
      .from(schema.opportunities)
      .where(eq(schema.opportunities.prospectName, 'Austin Orthopedic Associates'));
    const rounds = await db
      .select()
      .from(schema.proposalRounds)
      .where(eq(schema.proposalRounds.opportunityId, austin!.id));
    const of = (side: string) => rounds.find((round) => round.side === side)!;
    // "Budget assumed 3% bumps and they want 2.5%." / "Renewal proposal issued at $39.50 net with 3% bumps."
    expect(of('budget').rentEscalation).toBe(3);
    expect(of('tenant').rentEscalation).toBe(2.5);
    expect(of('landlord')).toMatchObject({ baseRent: 39.5, leaseType: 'net', rentEscalation: 3 });
    const comments = await db.select().from(schema.comments);
    expect(comments.some((comment) => comment.content.includes('$39.50 net with 3% bumps'))).toBe(true);
  });

  it('stores comment mentions that match the @usernames in the text', async () => {
    const comments = await db.select().from(schema.comments);
    expect(comments.some((comment) => comment.mentions.length > 0)).toBe(true);
    for (const comment of comments) {
      const named = [...comment.content.matchAll(/@(\w+)/g)].map((match) => match[1]);
      expect(comment.mentions.toSorted()).toEqual([...new Set(named)].toSorted());
      for (const username of comment.mentions)
        expect(['demo', 'amorgan', 'jrivera', 'scho']).toContain(username);
    }
  });

  it('holds one conversation per deal: tours among the comments, replies to top-level comments of the same deal', async () => {
    const comments = await db.select().from(schema.comments);
    const byId = new Map(comments.map((comment) => [comment.id, comment]));
    expect(comments.some((comment) => comment.isTour && comment.parentId === null)).toBe(true);
    const replies = comments.filter((comment) => comment.parentId !== null);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const parent = byId.get(reply.parentId!)!;
      expect(parent).toMatchObject({ opportunityId: reply.opportunityId, parentId: null, isTour: false });
      expect(reply.isTour).toBe(false);
      expect(reply.createdAt.getTime()).toBeGreaterThan(parent.createdAt.getTime());
    }
  });

  it('seeds options of 10+ types with exactly one conflict: two ROFOs over one suite', async () => {
    const options = await db.select().from(schema.options);
    const types = new Set(options.map((option) => option.optionType));
    expect(types.size).toBeGreaterThanOrEqual(10);
    for (const type of types) expect(optionTypes).toContain(type);
    const conflicts = await rows<{ optionType: string }>(
      db,
      sql`select a.option_type as "optionType" from options a join options b
            on a.space_id = b.space_id and a.option_type = b.option_type and a.id < b.id
           and a.notice_start <= b.notice_end and b.notice_start <= a.notice_end`,
    );
    expect(conflicts).toEqual([{ optionType: 'ROFO' }]);
  });

  it('seeds comps of all five lease types and the seven training categories', async () => {
    const comps = await db.select().from(schema.leaseComps);
    expect(new Set(comps.map((comp) => comp.leaseType))).toEqual(new Set(compLeaseTypes));
    const categories = await db.select().from(schema.trainingCategories);
    expect(new Set(categories.map((category) => category.icon))).toEqual(new Set(trainingIcons));
  });

  it('writes lessons in every category: markdown with headings, lists and https links, no raw HTML', async () => {
    const lessons = await db.select().from(schema.trainingLessons);
    const perCategory = new Map<number, number>();
    for (const lesson of lessons)
      perCategory.set(lesson.categoryId, (perCategory.get(lesson.categoryId) ?? 0) + 1);
    expect(perCategory.size).toBe(7);
    expect(Math.min(...perCategory.values())).toBeGreaterThanOrEqual(2);
    for (const lesson of lessons) {
      expect(lesson.expandedContent).toMatch(/^## /m);
      expect(lesson.expandedContent).toMatch(/^(- |1\. )/m);
      expect(lesson.expandedContent).not.toMatch(/<[a-z/!]/i);
      expect(lessonExcerpt(lesson.expandedContent).length).toBeGreaterThan(40);
      expect(lesson.tags.length).toBeGreaterThan(0);
      for (const [, url] of lesson.expandedContent.matchAll(/\]\(([^)]+)\)/g))
        expect(url).toMatch(/^(https:\/\/|\/)/);
    }
    expect(
      lessons.filter((lesson) => lesson.expandedContent.includes('|---|')).length,
    ).toBeGreaterThanOrEqual(5);
    expect(lessons.some((lesson) => lesson.isPdfAvailable)).toBe(true);
    expect(lessons.some((lesson) => !lesson.isPdfAvailable)).toBe(true);
    const ages = lessons.map((lesson) => (today.getTime() - lesson.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.min(...ages)).toBeLessThan(7);
    expect(Math.max(...ages)).toBeGreaterThan(28);
    expect(new Set(lessons.map((lesson) => lesson.title)).size).toBe(lessons.length);
  });

  it('teaches the worked NER example and the lease types right', async () => {
    const lessons = await db.select().from(schema.trainingLessons);
    const ner = lessons.find((lesson) => lesson.title.startsWith('Net Effective Rent'))!;
    expect(ner.expandedContent).toContain('$20.00/RSF flat for 5 years');
    expect(ner.expandedContent).toContain('**16.33**');
    expect(ner.expandedContent).toMatch(/discounted NER/i);
    const types = lessons.find((lesson) => lesson.title.startsWith('Lease Types'))!;
    for (const term of ['Gross', 'Triple net (NNN)', 'Modified gross', 'Percentage']) {
      expect(types.expandedContent).toContain(term);
    }
  });

  it('surveys about half the tenants in place, some of them at risk', async () => {
    const surveys = await db.select().from(schema.tenantSurveys);
    const active = await db.$count(schema.leases, eq(schema.leases.status, 'active'));
    expect(surveys.length).toBeGreaterThanOrEqual(active / 2 - 2);
    expect(surveys.some((survey) => survey.satisfactionScore < 6)).toBe(true);
  });

  it('dates every record relative to the given day, never the wall clock', async () => {
    const [latest] = await rows<{ latest: Date }>(
      db,
      sql`select max(stamp) as latest from (
            select created_at as stamp from users union all select updated_at from properties
            union all select updated_at from spaces union all select updated_at from tenants
            union all select updated_at from leases union all select updated_at from opportunities
            union all select created_at from comments union all select created_at from comment_likes
            union all select updated_at from lease_terms union all select updated_at from options
            union all select updated_at from proposal_rounds
            union all select created_at from lease_comps union all select created_at from tenant_surveys
            union all select updated_at from training_lessons
          ) stamps`,
    );
    expect(new Date(latest!.latest).getTime()).toBeLessThanOrEqual(today.getTime());
  });

  it('does nothing the second time', async () => {
    const before = await counts(db);
    expect(await seedDatabase(db, { today })).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(before);
  });
});
