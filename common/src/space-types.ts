/** What a suite is built and zoned for. */
export const spaceTypes = ['office', 'medical', 'retail', 'flex', 'storage'] as const;
export type SpaceType = (typeof spaceTypes)[number];

/** Whether a suite is currently marketed (available-spaces listings show `active` ones). */
export const listingStatuses = ['active', 'inactive'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** Physical readiness of a suite for a new tenant. */
export const makeReadyStatuses = ['move_in_ready', 'spec_in_progress', 'needs_build_out', 'shell'] as const;
export type MakeReadyStatus = (typeof makeReadyStatuses)[number];

export const makeReadyStatusLabels: Record<MakeReadyStatus, string> = {
  move_in_ready: 'Move-in Ready',
  spec_in_progress: 'Spec Suite in Progress',
  needs_build_out: 'Needs Build-out',
  shell: 'Shell Condition',
};
