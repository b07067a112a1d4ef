/** Spec §5: action plan types and their labels. */
export const actionTypes = ['contact', 'visit', 'maintenance', 'concession', 'renewal'] as const;
export type ActionType = (typeof actionTypes)[number];

export const actionTypeLabels: Record<ActionType, string> = {
  contact: 'Contact Tenant',
  visit: 'Schedule Visit',
  maintenance: 'Arrange Maintenance',
  concession: 'Offer Concession',
  renewal: 'Renewal Strategy',
};
