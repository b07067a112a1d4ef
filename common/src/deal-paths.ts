/**
 * Where a deal is worked on: one screen per deal at /deals/:id, its sections picked with `?tab=`.
 * Every link that names a deal (notifications, digests, search, dashboard, other screens) is built here.
 */

/** The deal screen's tabs, in display order; the first is the default and is left out of links. */
export const dealTabs = ['overview', 'proposals', 'discussion', 'tasks', 'documents', 'history'] as const;
export type DealTab = (typeof dealTabs)[number];

export const dealTabLabels: Record<DealTab, string> = {
  overview: 'Overview',
  proposals: 'Proposals',
  discussion: 'Discussion',
  tasks: 'Tasks',
  documents: 'Documents',
  history: 'History',
};

/** The tab a `?tab=` value names; the old opportunity screen's tab names still find their section. */
export function dealTabFrom(value: string | null | undefined): DealTab {
  if (value === 'details') return 'overview';
  if (value === 'lease-terms') return 'proposals';
  return dealTabs.find((tab) => tab === value) ?? 'overview';
}

/** `/deals/12`, `/deals/12?tab=tasks`, `/deals/12?tab=discussion#comment-40`. */
export function dealPath(id: number, tab?: DealTab, anchor?: string): string {
  const query = tab && tab !== 'overview' ? `?tab=${tab}` : '';
  return `/deals/${id}${query}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The deal an in-app path opens, or null: /deals/:id, and the old /deal-detail/:id and
 * /opportunity-detail/:id that links stored before still carry (/deals/new is not a deal).
 */
export function dealIdInPath(path: string): number | null {
  const match = /^\/(?:deals|deal-detail|opportunity-detail)\/(\d+)(?=$|[/?#])/.exec(path);
  return match ? Number(match[1]) : null;
}
