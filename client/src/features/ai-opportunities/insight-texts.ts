import type { AiInsights } from '@common/ai-opportunities';
import { pluralWord } from '@common/words';
import { formatMoneyCompact, formatNumber, formatPercent } from '@/lib/format-number';

/**
 * One line of an insight card: the figure (shown bold), the words after it ('' for none) and what the
 * figure measures over which period, so two figures side by side cannot be misread for one another.
 */
export type InsightLine = { figure: string; text: string; basis?: string };

/** '2.3%' of a signed change, always with one decimal and without its sign (the words say up or down). */
const size = (change: number) => `${Math.abs(change).toFixed(1)}%`;

const trailingYear = 'trailing 12 months vs prior 12 months';

/** What each market figure measures and over which period, as the server computes it. */
const marketInsightBases = {
  rents: `Average starting rent of lease comps, ${trailingYear}`,
  officeRents: `Average starting rent of office lease comps, ${trailingYear}`,
  retailVacancy: 'Vacant share of retail space, today vs 12 months ago',
  medicalDemand: `New deals at medical buildings, ${trailingYear}`,
} as const;

/** 'Office rents up 2.3%' from the comps' change in percent; `scope` follows the figure. */
function movement(
  subject: string,
  change: number | null,
  missing: string,
  basis: string,
  scope = '',
): InsightLine {
  if (change === null) return { figure: `${subject}:`, text: missing, basis };
  if (change === 0) return { figure: `${subject} unchanged`, text: scope, basis };
  return { figure: `${subject} ${change > 0 ? 'up' : 'down'} ${size(change)}`, text: scope, basis };
}

/** Portfolio Insights: properties analyzed, active leases monitored, tenants with expansion potential. */
export function portfolioInsightLines(insights: AiInsights): InsightLine[] {
  const {
    propertiesAnalyzed: properties,
    activeLeases: leases,
    tenantsWithExpansionPotential: tenants,
  } = insights;
  return [
    {
      figure: formatNumber(properties),
      text: `${pluralWord(properties, 'property')} analyzed`,
    },
    {
      figure: formatNumber(leases),
      text: `${pluralWord(leases, 'active lease')} monitored`,
    },
    {
      figure: formatNumber(tenants),
      text: `${pluralWord(tenants, 'tenant')} with expansion potential`,
    },
  ];
}

/** Renewal Insights (next 180 days). */
export function renewalInsightLines(insights: AiInsights): InsightLine[] {
  const expiring = insights.leasesExpiring180;
  const probabilityBasis = "Average renewal likelihood in those tenants' latest surveys";
  return [
    {
      figure: formatNumber(expiring),
      text: `${pluralWord(expiring, 'lease')} expiring soon`,
      basis: 'Active leases ending in the next 180 days',
    },
    insights.renewalProbabilityPct === null
      ? { figure: 'No surveys yet', text: 'for a renewal probability', basis: probabilityBasis }
      : {
          figure: formatPercent(insights.renewalProbabilityPct, 0),
          text: 'renewal probability overall',
          basis: probabilityBasis,
        },
    {
      figure: formatMoneyCompact(insights.potentialRenewalValue),
      text: 'potential renewal value',
      basis: 'Current rent × size × original term of those leases',
    },
  ];
}

/** Market Insights: rent movement from the comps, retail vacancy and medical demand, each with its basis. */
export function marketInsightLines(insights: AiInsights): InsightLine[] {
  const change = insights.retailVacancyChangePts;
  const vacancy = insights.retailVacancyPct;
  const noComps = 'no comps in both periods';
  return [
    movement(
      'Rents',
      insights.marketRentChangePct,
      noComps,
      marketInsightBases.rents,
      'across all property types',
    ),
    movement('Office rents', insights.officeRentChangePct, noComps, marketInsightBases.officeRents),
    vacancy === null
      ? { figure: 'Retail vacancy:', text: 'no retail space', basis: marketInsightBases.retailVacancy }
      : change === null || change === 0
        ? {
            figure: `Retail vacancy unchanged at ${formatPercent(vacancy, 1)}`,
            text: '',
            basis: marketInsightBases.retailVacancy,
          }
        : {
            figure: `Retail vacancy ${change > 0 ? 'up' : 'down'} ${formatNumber(Math.abs(change), 1)} pts`,
            text: `to ${formatPercent(vacancy, 1)}`,
            basis: marketInsightBases.retailVacancy,
          },
    movement(
      'Medical space demand',
      insights.medicalDemandChangePct,
      'no earlier deals to compare',
      marketInsightBases.medicalDemand,
    ),
  ];
}
