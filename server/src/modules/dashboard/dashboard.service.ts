import { activeDealStages, type DashboardResponse, maxUpcomingTasks } from '@common/dashboard';
import { dealPath } from '@common/deal-paths';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leaseRunsOutWithin, suiteStatusIn } from '../../db/suite-status-sql';

const leaseColumns = {
  id: sql`l.id`,
  status: sql`l.status`,
  endDate: sql`l.end_date`,
  terminatedOn: sql`l.terminated_on`,
};

/** Days ahead the Lease Expirations tile looks (the leases list's `expiring=90`). */
const leaseExpiryWindowDays = 90;

/**
 * The home dashboard's figures (definitions in common/dashboard.ts), counted by PostgreSQL in one
 * statement, plus the user's next open tasks.
 */
export async function getDashboard(db: Database, userId: number, today: string): Promise<DashboardResponse> {
  const { rows } = await db.execute<DashboardResponse['tiles'] & { openTasks: number }>(sql`
    select
      (select count(*)::int from tasks where assignee_id = ${userId} and completed_at is null) as "openTasks",
      (select count(*)::int from opportunities
        where stage = any(${sql.param(activeDealStages)}::text[])) as "activeDeals",
      (select count(*)::int from leases l
        where ${leaseRunsOutWithin(leaseColumns, today, leaseExpiryWindowDays)}) as "leasesExpiring90",
      (select count(*)::int from ai_opportunities where status = 'new' and retired_at is null) as "newAiOpportunities",
      (select count(*)::int from spaces s where ${suiteStatusIn(sql`s.id`, today, ['vacant'])}) as "vacancies",
      (select count(*)::int from properties) as "properties",
      (select count(*)::int from options where effective_date >= ${today}::date) as "options",
      (select count(*)::int from properties p
        where exists (select 1 from floors f where f.property_id = p.id)) as "stackingPlans"
  `);
  const row = rows[0];
  if (!row) throw new Error('dashboard counts returned no row');
  const { openTasks, ...tiles } = row;

  const { rows: tasks } = await db.execute<{
    id: number;
    title: string;
    due_date: string | null;
    opportunity_id: number;
    prospect_name: string;
  }>(sql`
    select t.id, t.title, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
      o.id as opportunity_id, o.prospect_name
    from tasks t join opportunities o on o.id = t.opportunity_id
    where t.assignee_id = ${userId} and t.completed_at is null
    order by t.due_date asc nulls last, t.created_at asc, t.id asc
    limit ${maxUpcomingTasks}
  `);

  return {
    openTasks,
    tiles: {
      activeDeals: tiles.activeDeals,
      leasesExpiring90: tiles.leasesExpiring90,
      newAiOpportunities: tiles.newAiOpportunities,
      vacancies: tiles.vacancies,
      properties: tiles.properties,
      options: tiles.options,
      stackingPlans: tiles.stackingPlans,
    },
    upcomingTasks: tasks.map((task) => ({
      id: task.id,
      title: task.title,
      dueDate: task.due_date,
      opportunity: { id: task.opportunity_id, prospectName: task.prospect_name },
      path: dealPath(task.opportunity_id, 'tasks'),
    })),
  };
}
