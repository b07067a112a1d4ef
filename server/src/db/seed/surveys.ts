import { type NewTenantSurvey, tenantSurveys } from '../schema';
import { mustGet, type SeedContext, type SeededPortfolio } from './context';

/** Unhappy tenants: [tenant, satisfaction 0–10, renewal likelihood %, top complaint, secondary complaint]. */
const atRisk: [string, number, number, string, string | null][] = [
  ['Keller Tax Advisors', 4, 15, 'Rent above market for the floor', 'HVAC comfort on weekends'],
  ['Brightline Staffing', 5, 45, 'Elevator wait times at peak hours', null],
  ['Palm Nail Spa', 4, 30, 'Parking lot lighting after dark', 'Common area cleanliness'],
  [
    'Lakeside Behavioral Health',
    5,
    55,
    'Sound transmission between suites',
    'Slow maintenance response times',
  ],
  ['Crestline Engineering', 5, 35, 'Slow maintenance response times', 'Restroom upkeep'],
  ['Island Mobile Wireless', 3, 20, 'Declining foot traffic', 'Vacant storefronts nearby'],
];

const complaints = [
  'HVAC temperature swings',
  'Parking availability',
  'Janitorial consistency',
  'Slow maintenance response times',
  'Elevator downtime',
  'After-hours access',
  'Signage visibility',
  'Loading dock scheduling',
];

/** Sentiment surveys for about half the tenants in place, from the last six months. */
export async function seedSurveys(
  { tx, cal, random, now }: SeedContext,
  portfolio: SeededPortfolio,
): Promise<void> {
  const riskByTenantId = new Map(atRisk.map((row) => [mustGet(portfolio.tenantIds, row[0]), row]));
  const leases = [...portfolio.activeLeases.values()];
  const rows: NewTenantSurvey[] = leases
    .filter((lease, index) => index % 2 === 0 || riskByTenantId.has(lease.tenantId))
    .map((lease) => {
      const risk = riskByTenantId.get(lease.tenantId);
      const satisfaction = risk ? risk[1] : random.int(6, 10);
      const around = (score: number) => Math.max(0, Math.min(10, score + random.int(-2, 1)));
      return {
        tenantId: lease.tenantId,
        propertyId: lease.propertyId,
        satisfactionScore: satisfaction,
        renewalLikelihood: risk ? risk[2] : Math.min(100, satisfaction * 10 - random.int(0, 15)),
        hasExpansionIntentions: !risk && random.chance(0.25),
        parkingSatisfaction: around(satisfaction),
        tiSatisfaction: around(satisfaction),
        landlordResponsiveness: around(satisfaction + 1),
        topComplaint: risk ? risk[3] : random.pick(complaints),
        secondaryComplaint: risk ? risk[4] : random.chance(0.4) ? random.pick(complaints) : null,
        surveyDate: cal.day(-random.int(10, 180)),
        isAnonymous: random.chance(0.2),
        createdAt: now,
      };
    });
  await tx.insert(tenantSurveys).values(rows);
}
