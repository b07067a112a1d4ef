import { expiryYearPeriods } from '@common/analytics-rules';
import {
  type DashboardResponse,
  maxUpcomingTasks,
  type PortfolioSnapshot,
  snapshotYears,
} from '@common/dashboard';
import { dealPath } from '@common/deal-paths';
import { sql } from 'drizzle-orm';
import { type ExpiryFigureRow, expiryFigures, occupancyFigures } from '../../db/analytics-sql';
import type { Database } from '../../db/database';
import { aliasedLeaseColumns, leaseRunsOutWithin } from '../../db/suite-status-sql';

/** A figure the triggers of migration `dashboard_counts` keep (dashboard_counts.figure). */
const keptCount = (figure: 'active_deals' | 'new_ai_opportunities' | 'properties' | 'stacking_plans') =>
  sql`(select n::int from dashboard_counts where figure = ${figure})`;

/** Days ahead the Lease Expirations tile looks (the leases list's `expiring=90`). */
const leaseExpiryWindowDays = 90;

/**
 * The home dashboard's figures (definitions in common/dashboard.ts) in one statement, plus the user's
 * next open tasks. Figures that would grow with a table are kept by triggers; vacant suites and live
 * options are sums of day buckets (dashboard_day_counts), since they change with the calendar.
 */
export async function getDashboard(db: Database, userId: number, today: string): Promise<DashboardResponse> {
  const { rows } = await db.execute<DashboardResponse['tiles'] & { openTasks: number }>(sql`
    select
      (select count(*)::int from tasks where assignee_id = ${userId} and completed_at is null) as "openTasks",
      ${keptCount('active_deals')} as "activeDeals",
      (select count(*)::int from leases l
        where ${leaseRunsOutWithin(aliasedLeaseColumns, today, leaseExpiryWindowDays)}) as "leasesExpiring90",
      ${keptCount('new_ai_opportunities')} as "newAiOpportunities",
      (select coalesce(sum(n), 0)::int from dashboard_day_counts
        where figure = 'suite_cover' and day < ${today}::date) as "vacancies",
      ${keptCount('properties')} as "properties",
      (select coalesce(sum(n), 0)::int from dashboard_day_counts
        where figure = 'option_effective' and day >= ${today}::date) as "options",
      ${keptCount('stacking_plans')} as "stackingPlans"
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

/**
 * The home screen's Portfolio cards on `today`: occupancy and the next `snapshotYears` years of lease
 * expiries over every building, read by the same SQL as Analytics (analytics-sql.ts), but only the
 * portfolio's totals leave the server.
 */
export async function getPortfolioSnapshot(db: Database, today: string): Promise<PortfolioSnapshot> {
  const years = expiryYearPeriods(today, snapshotYears);
  const everyBuilding = sql`(select id from properties)`;
  const [rows, occupancy] = await Promise.all([
    expiryFigures(db, today, years, years, everyBuilding),
    occupancyFigures(db, [today], today, everyBuilding),
  ]);
  const sumOf = (of: readonly ExpiryFigureRow[], pick: (row: ExpiryFigureRow) => number) =>
    of.reduce((total, row) => total + pick(row), 0);
  const totalRsf = sumOf(
    rows.filter((row) => row.kind === 'suites'),
    (row) => row.rsf,
  );
  const split = occupancy.days[0] ?? { totalRsf: 0, preLeasedRsf: 0, vacantRsf: 0 };
  // Leased is what is neither pre-leased nor vacant, as on the Analytics screen.
  const leasedRsf = split.totalRsf - split.preLeasedRsf - split.vacantRsf;
  return {
    asOf: today,
    occupancy: {
      ...split,
      leasedRsf,
      occupancy: split.totalRsf > 0 ? (leasedRsf + split.preLeasedRsf) / split.totalRsf : null,
    },
    years: years.map((period, index) => {
      const ofYear = rows.filter((row) => row.kind === 'year' && row.index === index + 1);
      const rsf = sumOf(ofYear, (row) => row.rsf);
      return {
        ...period,
        leases: sumOf(ofYear, (row) => row.leases),
        rsf,
        shareOfRsf: totalRsf > 0 ? rsf / totalRsf : 0,
      };
    }),
  };
}
