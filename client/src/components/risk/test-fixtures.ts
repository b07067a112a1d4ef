import type { ActionPlanListItem, Assignee, BuildingHealth, TenantSentimentView } from '@common/risk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll } from 'vitest';

export const assignees: Assignee[] = [
  { id: 1, fullName: 'Demo User' },
  { id: 2, fullName: 'Alex Morgan' },
  { id: 3, fullName: 'Jordan Rivera' },
];

export const sentiment = (changes: Partial<TenantSentimentView> = {}): TenantSentimentView => ({
  tenantId: 18,
  propertyId: 2,
  satisfactionScore: 4,
  renewalLikelihood: 30,
  hasExpansionIntentions: false,
  parkingSatisfaction: 3,
  tiSatisfaction: 4,
  landlordResponsiveness: 5,
  topComplaint: 'Rent above market for the floor',
  secondaryComplaint: 'HVAC comfort on weekends',
  surveyDate: '2026-09-14',
  isAnonymous: false,
  isHighRisk: true,
  hasActionPlan: false,
  estimated: false,
  ...changes,
});

export const health = (changes: Partial<BuildingHealth> = {}): BuildingHealth => ({
  propertyId: 2,
  hasSuites: true,
  healthScore: 62,
  avgTenantSatisfaction: '6.8',
  percentDissatisfied: '33.3',
  isAtRisk: false,
  topIssues: ['Elevator wait times at peak hours', 'Slow maintenance response times'],
  totalVacancy: '12,800',
  vacancyPercentage: '18.5',
  upcomingExpirations6mo: 2,
  upcomingExpirations12mo: 4,
  upcomingExpirations18mo: 7,
  estimated: false,
  ...changes,
});

export const actionPlan = (changes: Partial<ActionPlanListItem> = {}): ActionPlanListItem => ({
  id: 5,
  tenantId: 18,
  propertyId: 2,
  actionType: 'contact',
  description: 'Call about the HVAC complaints',
  assignedTo: { id: 2, fullName: 'Alex Morgan' },
  dueDate: '2026-12-01',
  followupDate: '2026-12-08',
  status: 'open',
  createdAt: '2026-11-23T10:00:00.000Z',
  canModify: true,
  ...changes,
});

/** jsdom lacks what Radix Select and Popover call while they open. */
export function supportRadixPopups() {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });
}

/** Opens the select named `label` and picks `option`. */
export async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
