import { describe, expect, it } from 'vitest';
import {
  actionPlanInputSchema,
  actionPlanMessages,
  actionPlanRecordSchema,
  buildingHealthSchema,
  buildingHealthScore,
  buildingRecommendations,
  buildingRiskQuerySchema,
  buildingViewFromRisk,
  defaultActionPlanDates,
  defaultActionType,
  healthBand,
  isBuildingAtRisk,
  isDissatisfiedHighlighted,
  isHighRiskSurvey,
  maintenanceComplaint,
  percentOf,
  providerBuildingRiskResponseSchema,
  providerTenantStatusResponseSchema,
  renewalBand,
  riskStatusFromSurvey,
  satisfactionBand,
  tenantInsights,
  tenantSentimentViewSchema,
  tenantStatusQuerySchema,
  tenantViewFromRisk,
} from './risk';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('bands', () => {
  it.each([
    [10, 'Satisfied'],
    [8, 'Satisfied'],
    [7.99, 'Neutral'],
    [6, 'Neutral'],
    [5.99, 'Dissatisfied'],
    [0, 'Dissatisfied'],
  ])('satisfaction %s is %s', (score, band) => {
    expect(satisfactionBand(score)).toBe(band);
  });

  it.each([
    [100, 'Likely'],
    [70, 'Likely'],
    [69.9, 'Maybe'],
    [40, 'Maybe'],
    [39.9, 'Unlikely'],
    [0, 'Unlikely'],
  ])('renewal likelihood %s is %s', (likelihood, band) => {
    expect(renewalBand(likelihood)).toBe(band);
  });

  it.each([
    [100, 'Healthy'],
    [75, 'Healthy'],
    [74, 'Stable'],
    [50, 'Stable'],
    [49, 'Concerning'],
    [30, 'Concerning'],
    [29, 'At Risk'],
    [0, 'At Risk'],
  ])('health score %s is %s', (score, band) => {
    expect(healthBand(score)).toBe(band);
  });

  it('highlights the dissatisfied share only above 30%', () => {
    expect(isDissatisfiedHighlighted('30.0')).toBe(false);
    expect(isDissatisfiedHighlighted(30)).toBe(false);
    expect(isDissatisfiedHighlighted('30.1')).toBe(true);
    expect(isDissatisfiedHighlighted(75)).toBe(true);
  });

  it('reads a survey as High when Dissatisfied or Unlikely, Medium when Neutral or Maybe, else Low', () => {
    expect(riskStatusFromSurvey(5, 90)).toBe('High Risk');
    expect(riskStatusFromSurvey(9, 39)).toBe('High Risk');
    expect(riskStatusFromSurvey(7, 90)).toBe('Medium Risk');
    expect(riskStatusFromSurvey(9, 69)).toBe('Medium Risk');
    expect(riskStatusFromSurvey(8, 70)).toBe('Low Risk');
    expect(isHighRiskSurvey(5, 90)).toBe(true);
    expect(isHighRiskSurvey(6, 40)).toBe(false);
  });
});

describe('tenantViewFromRisk (the estimate for a provider that answers a bare status)', () => {
  it.each([
    ['Low Risk', 8, 80, 7, 8, 9],
    ['Medium Risk', 6, 50, 5, 6, 7],
    ['High Risk', 4, 30, 3, 4, 5],
  ] as const)(
    'derives %s scores, marked as estimates',
    (status, satisfaction, renewal, parking, ti, landlord) => {
      const view = tenantViewFromRisk(status);
      expect(view).toMatchObject({
        satisfactionScore: satisfaction,
        renewalLikelihood: renewal,
        parkingSatisfaction: parking,
        tiSatisfaction: ti,
        landlordResponsiveness: landlord,
        isHighRisk: status === 'High Risk',
        hasActionPlan: false,
        estimated: true,
      });
      expect(tenantSentimentViewSchema.safeParse(view).success).toBe(true);
    },
  );

  it('adds the maintenance complaint only when the risk is not Low', () => {
    expect(tenantViewFromRisk('Low Risk').secondaryComplaint).toBeNull();
    expect(tenantViewFromRisk('Medium Risk').secondaryComplaint).toBe(maintenanceComplaint);
    expect(tenantViewFromRisk('High Risk').secondaryComplaint).toBe(maintenanceComplaint);
  });

  it('invents nothing: no survey date, no expansion intention, the same answer every time', () => {
    const views = Array.from({ length: 20 }, () => tenantViewFromRisk('Low Risk'));
    for (const view of views) expect(view).toEqual(views[0]);
    expect(views[0]).toMatchObject({ surveyDate: null, hasExpansionIntentions: false });
  });

  it('carries the reason, ids and action plan it is given', () => {
    const view = tenantViewFromRisk('High Risk', {
      reason: ' Slow maintenance ',
      tenantId: 3,
      propertyId: 4,
      hasActionPlan: true,
    });
    expect(view).toMatchObject({
      topComplaint: 'Slow maintenance',
      tenantId: 3,
      propertyId: 4,
      hasActionPlan: true,
    });
    expect(tenantViewFromRisk('Low Risk')).toMatchObject({ topComplaint: null, tenantId: null });
  });
});

describe('buildingViewFromRisk (the estimate for a provider that answers a bare level)', () => {
  it.each([
    ['Low', 80, '8.5', '5,000', '7.5', 1, 3, 5],
    ['Medium', 60, '6.5', '8,500', '12.0', 3, 6, 10],
    ['High', 40, '4.5', '12,800', '18.5', 5, 9, 15],
  ] as const)('derives the %s view', (level, score, satisfaction, vacancy, percent, e6, e12, e18) => {
    const view = buildingViewFromRisk({ risk_level: level, at_risk_count: 1, total_tenants: 4 });
    expect(view).toMatchObject({
      propertyId: null,
      healthScore: score,
      avgTenantSatisfaction: satisfaction,
      percentDissatisfied: '25.0',
      isAtRisk: level === 'High',
      totalVacancy: vacancy,
      vacancyPercentage: percent,
      upcomingExpirations6mo: e6,
      upcomingExpirations12mo: e12,
      upcomingExpirations18mo: e18,
      hasSuites: true,
      estimated: true,
    });
    expect(view.topIssues).toHaveLength(2);
    expect(buildingHealthSchema.safeParse(view).success).toBe(true);
  });

  it('computes the dissatisfied share to one decimal and guards an empty building', () => {
    const view = (at_risk_count: number, total_tenants: number) =>
      buildingViewFromRisk({ risk_level: 'Low', at_risk_count, total_tenants }).percentDissatisfied;
    expect(view(1, 3)).toBe('33.3');
    expect(view(2, 3)).toBe('66.7');
    expect(view(0, 0)).toBe('0.0');
    expect(view(3, 3)).toBe('100.0');
    expect(percentOf(5, 0)).toBe('0.0');
  });

  it('keeps the property id it is given', () => {
    const view = buildingViewFromRisk({
      risk_level: 'Low',
      at_risk_count: 0,
      total_tenants: 1,
      property_id: 9,
    });
    expect(view.propertyId).toBe(9);
  });
});

describe('tenantInsights', () => {
  const titles = (satisfactionScore: number, renewalLikelihood: number, hasExpansionIntentions = false) =>
    tenantInsights({ satisfactionScore, renewalLikelihood, hasExpansionIntentions }).map((i) => i.title);

  it('flags Renewal Risk below satisfaction 6 or renewal likelihood 50', () => {
    expect(titles(5.9, 90)).toEqual(['Renewal Risk']);
    expect(titles(7, 49)).toEqual(['Renewal Risk']);
    expect(titles(6, 50)).toEqual([]);
  });

  it('flags Expansion Opportunity when the tenant intends to expand', () => {
    expect(titles(7, 60, true)).toEqual(['Expansion Opportunity']);
  });

  it('flags Early Renewal Potential above satisfaction 8 and renewal likelihood 80', () => {
    expect(titles(9, 81)).toEqual(['Early Renewal Potential']);
    expect(titles(8, 81)).toEqual([]);
    expect(titles(9, 80)).toEqual([]);
  });

  it('lists several in rule order with their actions', () => {
    const all = tenantInsights({ satisfactionScore: 4, renewalLikelihood: 30, hasExpansionIntentions: true });
    expect(all.map((i) => [i.title, i.actionLabel])).toEqual([
      ['Renewal Risk', 'Schedule tenant meeting'],
      ['Expansion Opportunity', 'Prepare expansion proposal'],
    ]);
    const early = tenantInsights({
      satisfactionScore: 9,
      renewalLikelihood: 90,
      hasExpansionIntentions: true,
    });
    expect(early.map((i) => i.actionLabel)).toEqual([
      'Prepare expansion proposal',
      'Send early renewal offer',
    ]);
  });

  it('matches the demo views: High → Renewal Risk, Low → nothing without expansion', () => {
    expect(tenantInsights(tenantViewFromRisk('High Risk')).map((i) => i.title)).toEqual(['Renewal Risk']);
    expect(tenantInsights(tenantViewFromRisk('Medium Risk'))).toEqual([]);
    expect(tenantInsights(tenantViewFromRisk('Low Risk'))).toEqual([]);
  });
});

describe('buildingRecommendations', () => {
  const titles = (percentDissatisfied: string | null, upcomingExpirations6mo: number, isAtRisk: boolean) =>
    buildingRecommendations({ percentDissatisfied, upcomingExpirations6mo, isAtRisk }).map((r) => r.title);

  it('flags Building At Risk above 30% dissatisfied', () => {
    expect(titles('30.1', 0, false)).toEqual(['Building At Risk']);
    expect(titles('30.0', 0, false)).toEqual([]);
  });

  it('flags Upcoming Expirations above 2 in six months', () => {
    expect(titles('0.0', 3, false)).toEqual(['Upcoming Expirations']);
    expect(titles('0.0', 2, false)).toEqual([]);
  });

  it('flags nothing about dissatisfaction without survey data', () => {
    expect(titles(null, 0, false)).toEqual([]);
    expect(isDissatisfiedHighlighted(null)).toBe(false);
  });

  it('flags Immediate Intervention Needed when at risk', () => {
    expect(titles('0.0', 0, true)).toEqual(['Immediate Intervention Needed']);
  });

  it('lists all three in order with their actions', () => {
    const all = buildingRecommendations({
      percentDissatisfied: '50.0',
      upcomingExpirations6mo: 5,
      isAtRisk: true,
    });
    expect(all.map((r) => [r.title, r.actionLabel])).toEqual([
      ['Building At Risk', 'Plan retention strategy'],
      ['Upcoming Expirations', 'Review expiring leases'],
      ['Immediate Intervention Needed', 'Schedule property review'],
    ]);
  });
});

describe('buildingHealthScore (our documented formula)', () => {
  it('weighs satisfaction 50%, renewal 30% and occupancy 20%', () => {
    expect(
      buildingHealthScore({ avgSatisfaction: 10, avgRenewalLikelihood: 100, vacancyPercentage: 0 }),
    ).toBe(100);
    expect(buildingHealthScore({ avgSatisfaction: 0, avgRenewalLikelihood: 0, vacancyPercentage: 100 })).toBe(
      0,
    );
    // 0.5×70 + 0.3×60 + 0.2×90 = 71
    expect(buildingHealthScore({ avgSatisfaction: 7, avgRenewalLikelihood: 60, vacancyPercentage: 10 })).toBe(
      71,
    );
  });

  it('uses occupancy alone without surveys', () => {
    expect(
      buildingHealthScore({ avgSatisfaction: null, avgRenewalLikelihood: null, vacancyPercentage: 12.4 }),
    ).toBe(88);
  });

  it('has no score without suites, however many surveys', () => {
    expect(
      buildingHealthScore({ avgSatisfaction: null, avgRenewalLikelihood: null, vacancyPercentage: null }),
    ).toBeNull();
    expect(
      buildingHealthScore({ avgSatisfaction: 9, avgRenewalLikelihood: 90, vacancyPercentage: null }),
    ).toBeNull();
  });

  it('is at risk below 50, never without a score', () => {
    expect(isBuildingAtRisk(49)).toBe(true);
    expect(isBuildingAtRisk(50)).toBe(false);
    expect(isBuildingAtRisk(null)).toBe(false);
  });
});

describe('provider and query contracts', () => {
  it('accepts the documented answers and a failure', () => {
    expect(
      providerTenantStatusResponseSchema.safeParse({
        success: true,
        message: 'ok',
        data: { risk_status: 'High Risk', risk_reason: 'Late payments' },
      }).success,
    ).toBe(true);
    expect(
      providerBuildingRiskResponseSchema.safeParse({
        success: true,
        message: 'ok',
        data: { risk_level: 'Medium', at_risk_count: 2, total_tenants: 9 },
      }).success,
    ).toBe(true);
    expect(
      providerTenantStatusResponseSchema.safeParse({ success: false, message: 'Tenant not found' }).success,
    ).toBe(true);
  });

  it('rejects an unknown risk status or level', () => {
    const tenant = { success: true, message: '', data: { risk_status: 'Severe', risk_reason: '' } };
    const building = {
      success: true,
      message: '',
      data: { risk_level: 'low', at_risk_count: 0, total_tenants: 0 },
    };
    expect(providerTenantStatusResponseSchema.safeParse(tenant).success).toBe(false);
    expect(providerBuildingRiskResponseSchema.safeParse(building).success).toBe(false);
  });

  it('rejects blank search text after trimming', () => {
    expect(messagesOf(tenantStatusQuerySchema.safeParse({ tenant_name: '   ' }))).toEqual([
      'must not be blank',
    ]);
    expect(messagesOf(buildingRiskQuerySchema.safeParse({}))).toEqual(['must not be blank']);
    expect(tenantStatusQuerySchema.parse({ tenant_name: ' Acme ' })).toEqual({ tenant_name: 'Acme' });
  });
});

describe('action plans', () => {
  const valid = { tenantId: 1, description: 'Call them', assignedTo: 2, dueDate: '2030-01-10' };

  it('defaults the action type to contact and the follow-up to absent', () => {
    expect(actionPlanInputSchema.parse(valid)).toMatchObject({ actionType: 'contact' });
    expect(defaultActionType).toBe('contact');
  });

  it('requires an assignee and a due date with their messages', () => {
    const missing = actionPlanInputSchema.safeParse({ tenantId: 1, description: 'x' });
    expect(messagesOf(missing)).toEqual([
      actionPlanMessages.assigneeRequired,
      actionPlanMessages.dueDateRequired,
    ]);
    expect(messagesOf(actionPlanInputSchema.safeParse({ ...valid, assignedTo: 0 }))).toEqual([
      'Please select an assignee for this action plan',
    ]);
    expect(messagesOf(actionPlanInputSchema.safeParse({ ...valid, dueDate: '' }))).toEqual([
      'Please select a due date for this action plan',
    ]);
  });

  it('requires a description of 1 to 2000 characters', () => {
    expect(messagesOf(actionPlanInputSchema.safeParse({ ...valid, description: '  ' }))).toEqual([
      actionPlanMessages.descriptionRequired,
    ]);
    expect(actionPlanInputSchema.safeParse({ ...valid, description: 'x'.repeat(2000) }).success).toBe(true);
    expect(actionPlanInputSchema.safeParse({ ...valid, description: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('rejects an unknown action type', () => {
    expect(actionPlanInputSchema.safeParse({ ...valid, actionType: 'call' }).success).toBe(false);
    expect(actionPlanInputSchema.parse({ ...valid, actionType: 'renewal' }).actionType).toBe('renewal');
  });

  it('allows no follow-up, or one on or after the due date', () => {
    expect(actionPlanInputSchema.safeParse({ ...valid, followupDate: null }).success).toBe(true);
    expect(actionPlanInputSchema.safeParse({ ...valid, followupDate: '2030-01-10' }).success).toBe(true);
    expect(messagesOf(actionPlanInputSchema.safeParse({ ...valid, followupDate: '2030-01-09' }))).toEqual([
      actionPlanMessages.followupBeforeDue,
    ]);
  });

  it('starts the pickers 7 and 14 days out', () => {
    const now = new Date(2030, 0, 28, 9, 30);
    const { dueDate, followupDate } = defaultActionPlanDates(now);
    expect(dueDate).toEqual(new Date(2030, 1, 4, 9, 30));
    expect(followupDate).toEqual(new Date(2030, 1, 11, 9, 30));
  });

  it('describes the stored record', () => {
    const record = {
      id: 1,
      tenantId: 2,
      propertyId: null,
      actionType: 'visit',
      description: 'Walk the suite',
      assignedTo: { id: 3, fullName: 'Alex Morgan' },
      dueDate: '2030-01-10',
      followupDate: null,
      status: 'open',
      createdAt: '2030-01-03T10:00:00.000Z',
    };
    expect(actionPlanRecordSchema.parse(record)).toEqual(record);
  });
});
