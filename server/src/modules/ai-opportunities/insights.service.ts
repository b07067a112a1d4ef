import type { AiInsights } from '@common/ai-opportunities';
import { inPlaceRentPsf, leaseTermYears, potentialValue } from '@common/ai-rules/confidence';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organisationToday } from '../settings/time-zone.service';
import { lastAnalysisFinishedAt } from './analysis-jobs';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Percent change from `before` to `after`, one decimal; null without both. */
function change(after: number | null, before: number | null): number | null {
  if (after === null || before === null || before === 0) return null;
  return oneDecimal((after / before - 1) * 100);
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deals of medical buildings created before `instant` (or at it, with `atToo`): the kept buckets of
 * whole UTC days before its day (dashboard_day_counts 'medical_deal_created', migration
 * `ai_search_counts`) plus the deals of its own day up to it, found by the creation-date index.
 */
function medicalDealsBefore(instant: Date, atToo: boolean) {
  const at = sql`${instant.toISOString()}::timestamptz`;
  const dayStart = sql`(date_trunc('day', ${at} at time zone 'UTC') at time zone 'UTC')`;
  return sql`((select coalesce(sum(n), 0) from dashboard_day_counts
      where figure = 'medical_deal_created' and day < (${at} at time zone 'UTC')::date)
    + (select count(*) from opportunities o join properties p on p.id = o.property_id
      where p.asset_class = 'medical' and o.created_at >= ${dayStart}
        and ${atToo ? sql`o.created_at <= ${at}` : sql`o.created_at < ${at}`}))`;
}

/**
 * RSF of the retail buildings' suites ('retail_suites') or of those an active or expired lease covers
 * ('retail_leased') on `day`: the sum of the day buckets up to it, kept by the triggers of migration
 * `ai_search_counts` (retail_suite_spans).
 */
const retailRsf = (figure: 'retail_suites' | 'retail_leased', day: SQL) =>
  sql`(select sum(rsf) from dashboard_day_counts where figure = ${figure} and day <= ${day})`;

type ExpiringRow = {
  start_date: string;
  end_date: string;
  base_rent_psf: string;
  escalation_pct: string;
  rentable_sf: number;
  renewal_likelihood: number | null;
};

/**
 * The three insight cards (Portfolio, Renewal, Market) from the database. Windows: the next 180 days include
 * today and day 180 (as the renewal rule); "last 12 months" of comps is [today − 365, today], the 12 before
 * is [today − 730, today − 365). Vacancy counts a suite leased on a day when an active or expired lease
 * covers it.
 */
export async function getAiInsights(db: Database, now: Date): Promise<AiInsights> {
  const today = await organisationToday(db, now);
  const yearBefore = new Date(now.getTime() - 365 * dayMs);
  const twoYearsBefore = new Date(now.getTime() - 730 * dayMs);
  const [figures, expiring, comps, retail, medical, lastAnalyzed] = await Promise.all([
    // Kept by the triggers of migrations `dashboard_counts` and `ai_search_counts`.
    db.execute<{ properties: number; active_leases: number; expanding: number }>(sql`
      select (select n::int from dashboard_counts where figure = 'properties') as properties,
             (select n::int from dashboard_counts where figure = 'active_leases') as active_leases,
             (select n::int from dashboard_counts where figure = 'expanding_tenants') as expanding`),
    db.execute<ExpiringRow>(sql`
      select l.start_date, l.end_date, l.base_rent_psf, l.escalation_pct, s.rentable_sf, ls.renewal_likelihood
      from leases l join spaces s on s.id = l.space_id
      left join lateral (select renewal_likelihood from tenant_surveys ts where ts.tenant_id = l.tenant_id
                         order by ts.survey_date desc, ts.id desc limit 1) ls on true
      where l.status = 'active' and l.end_date >= ${today}::date and l.end_date <= ${today}::date + 180`),
    db.execute<{
      recent: string | null;
      before: string | null;
      office_recent: string | null;
      office_before: string | null;
    }>(sql`
      select avg(c.starting_psf) filter (where c.transaction_date >= ${today}::date - 365) as recent,
             avg(c.starting_psf) filter (where c.transaction_date < ${today}::date - 365) as before,
             avg(c.starting_psf) filter (where c.transaction_date >= ${today}::date - 365 and p.asset_class = 'office') as office_recent,
             avg(c.starting_psf) filter (where c.transaction_date < ${today}::date - 365 and p.asset_class = 'office') as office_before
      from lease_comps c join properties p on p.id = c.property_id
      where c.transaction_date >= ${today}::date - 730 and c.transaction_date <= ${today}::date`),
    db.execute<{ total: string | null; leased_now: string | null; leased_before: string | null }>(sql`
      select ${retailRsf('retail_suites', sql`${today}::date`)} as total,
             ${retailRsf('retail_leased', sql`${today}::date`)} as leased_now,
             ${retailRsf('retail_leased', sql`${today}::date - 365`)} as leased_before`),
    db.execute<{ recent: number; before: number }>(sql`
      select (${medicalDealsBefore(now, true)} - ${medicalDealsBefore(yearBefore, false)})::int as recent,
             (${medicalDealsBefore(yearBefore, false)} - ${medicalDealsBefore(twoYearsBefore, false)})::int as before`),
    lastAnalysisFinishedAt(db),
  ]);
  const counts = figures.rows[0];
  const leases = expiring.rows.map((row) => ({
    startDate: String(row.start_date),
    endDate: String(row.end_date),
    baseRentPsf: Number(row.base_rent_psf),
    escalationPct: Number(row.escalation_pct),
    rentableSf: row.rentable_sf,
    likelihood: row.renewal_likelihood,
  }));
  const surveyed = leases.filter((lease) => lease.likelihood !== null);
  const compRow = comps.rows[0];
  const retailRow = retail.rows[0];
  const total = num(retailRow?.total);
  const vacancy = (leased: number | null) =>
    total === null || total === 0 ? null : oneDecimal(((total - (leased ?? 0)) / total) * 100);
  const vacancyNow = vacancy(num(retailRow?.leased_now));
  const vacancyBefore = vacancy(num(retailRow?.leased_before));
  const medicalRow = medical.rows[0];
  return {
    propertiesAnalyzed: counts?.properties ?? 0,
    activeLeases: counts?.active_leases ?? 0,
    tenantsWithExpansionPotential: counts?.expanding ?? 0,
    lastAnalyzedAt: lastAnalyzed?.toISOString() ?? null,
    leasesExpiring180: leases.length,
    renewalProbabilityPct:
      surveyed.length === 0
        ? null
        : Math.round(surveyed.reduce((sum, lease) => sum + (lease.likelihood ?? 0), 0) / surveyed.length),
    potentialRenewalValue: leases.reduce(
      (sum, lease) =>
        sum + potentialValue(inPlaceRentPsf(lease, today), lease.rentableSf, leaseTermYears(lease)),
      0,
    ),
    marketRentChangePct: change(num(compRow?.recent), num(compRow?.before)),
    officeRentChangePct: change(num(compRow?.office_recent), num(compRow?.office_before)),
    retailVacancyPct: vacancyNow,
    retailVacancyChangePts:
      vacancyNow === null || vacancyBefore === null ? null : oneDecimal(vacancyNow - vacancyBefore),
    medicalDemandChangePct: change(medicalRow?.recent ?? null, medicalRow?.before ?? null),
  };
}
