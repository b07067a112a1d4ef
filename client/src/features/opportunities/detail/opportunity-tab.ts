/** The opportunity screen's tabs; the open one is kept in the URL (?tab=), so links can pick one. */
export const opportunityTabs = ['details', 'lease-terms', 'discussion', 'tasks', 'documents'] as const;
export type OpportunityTab = (typeof opportunityTabs)[number];

export const opportunityTabLabels: Record<OpportunityTab, string> = {
  details: 'Details',
  'lease-terms': 'Lease Terms',
  discussion: 'Discussion',
  tasks: 'Tasks',
  documents: 'Documents',
};

export function opportunityTabFrom(value: string | null): OpportunityTab {
  return opportunityTabs.find((tab) => tab === value) ?? 'details';
}
