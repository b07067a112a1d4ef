import type { AiInsights } from '@common/ai-opportunities';
import { formatMoneyCompact, formatNumber, formatPercent } from '@/lib/format-number';

/** One line of an insight card: the figure (shown bold) and the words after it. */
export type InsightLine = { figure: string; text: string };

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** '2.3%' of a signed change, without its sign (the words say up or down). */
const size = (change: number) => formatPercent(Math.abs(change), 1);

/** 'Office rents up 2.3% YoY' from the comps' year-on-year change in percent. */
function rentMovement(subject: string, change: number | null): InsightLine {
  if (change === null) return { figure: subject, text: 'No comps yet' };
  if (change === 0) return { figure: subject, text: 'unchanged YoY' };
  return { figure: `${subject} ${change > 0 ? 'up' : 'down'} ${size(change)}`, text: 'YoY' };
}

/** Portfolio Insights (updated daily): spec §2.5's three lines with the portfolio's figures. */
export function portfolioInsightLines(insights: AiInsights): InsightLine[] {
  const {
    propertiesAnalyzed: properties,
    activeLeases: leases,
    tenantsWithExpansionPotential: tenants,
  } = insights;
  return [
    {
      figure: formatNumber(properties),
      text: plural(properties, 'property analyzed', 'properties analyzed'),
    },
    {
      figure: formatNumber(leases),
      text: plural(leases, 'active lease monitored', 'active leases monitored'),
    },
    {
      figure: formatNumber(tenants),
      text: plural(tenants, 'tenant with expansion potential', 'tenants with expansion potential'),
    },
  ];
}

/** Renewal Insights (next 180 days). */
export function renewalInsightLines(insights: AiInsights): InsightLine[] {
  const expiring = insights.leasesExpiring180;
  return [
    { figure: formatNumber(expiring), text: plural(expiring, 'lease expiring soon', 'leases expiring soon') },
    insights.renewalProbabilityPct === null
      ? { figure: 'No surveys yet', text: 'for a renewal probability' }
      : { figure: formatPercent(insights.renewalProbabilityPct, 0), text: 'renewal probability overall' },
    { figure: formatMoneyCompact(insights.potentialRenewalValue), text: 'potential renewal value' },
  ];
}

/** Market Insights: rent movement from the comps, retail vacancy and medical demand. */
export function marketInsightLines(insights: AiInsights): InsightLine[] {
  const medical = insights.medicalDemandChangePct;
  return [
    rentMovement('Market rents', insights.marketRentChangePct),
    rentMovement('Office rents', insights.officeRentChangePct),
    insights.retailVacancyPct === null
      ? { figure: 'Retail vacancy', text: 'No retail space' }
      : insights.retailVacancyChangePts === null || insights.retailVacancyChangePts === 0
        ? { figure: `Retail vacancy ${formatPercent(insights.retailVacancyPct, 1)}`, text: 'unchanged YoY' }
        : {
            figure: `Retail vacancy ${insights.retailVacancyChangePts > 0 ? 'up' : 'down'} ${formatNumber(Math.abs(insights.retailVacancyChangePts), 1)} pts`,
            text: `to ${formatPercent(insights.retailVacancyPct, 1)}`,
          },
    medical === null
      ? { figure: 'Medical space demand', text: 'No earlier deals to compare' }
      : medical === 0
        ? { figure: 'Medical space demand', text: 'unchanged' }
        : {
            figure: `Medical space demand ${medical > 0 ? 'increased' : 'decreased'}`,
            text: `${size(medical)} YoY`,
          },
  ];
}
