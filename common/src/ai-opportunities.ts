/** Spec §3 and §4: AI opportunity types and statuses. */
export const aiOpportunityTypes = ['tenant-match', 'renewal', 'expansion', 'risk', 'market'] as const;
export type AiOpportunityType = (typeof aiOpportunityTypes)[number];

export const aiOpportunityStatuses = ['new', 'viewed', 'saved', 'dismissed'] as const;
export type AiOpportunityStatus = (typeof aiOpportunityStatuses)[number];
