// The hot reads the API bench loads: each is the app's URL and, for the bare baseline server, the same
// service call (so the same SQL) with its query parsed once up front instead of per request. The report
// reads (analytics, rent roll) have a latency budget instead: they are sent one at a time.
import { aiOpportunityListQuerySchema } from '@common/ai-opportunities';
import { expiryQuarterPeriods } from '@common/analytics-rules';
import { dealListQuerySchema } from '@common/deal-filters';
import { propertyListQuerySchema } from '@common/properties';
import { tenantListQuerySchema } from '@common/tenants';
import type { Database } from '../server/src/db/database';
import { listAiOpportunities } from '../server/src/modules/ai-opportunities/ai-opportunities.service';
import { listDeals } from '../server/src/modules/opportunities/deal-list.service';
import { getDeal } from '../server/src/modules/opportunities/opportunities.service';
import { isoDay } from '../server/src/modules/properties/calendar-day';
import { listProperties } from '../server/src/modules/properties/properties.service';
import { listTenants } from '../server/src/modules/tenants/tenants.service';

export type HotRead = {
  name: string;
  label: string;
  /** The app's URL (path and query) for a deal id of the large set. */
  url(dealId: number): string;
  /** The same read for the baseline: a prepared call of the same service function. */
  prepare(db: Database, dealId: number): () => Promise<unknown>;
};

/** A report read: the most one request, sent on its own, may take. */
export type ReportRead = Omit<HotRead, 'prepare'> & { budget: string };

function query(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

const dealsFirstPage = 'limit=100';
const dealsFiltered = 'keyword=cobalt&stage=proposal&limit=100';
/** The Assets screen's first page (it pages 50 at a time). */
const propertiesFirstPage = 'limit=50';

export const hotReads: HotRead[] = [
  {
    name: 'deals',
    label: 'deal list, first page (100)',
    url: () => `/api/opportunities?${dealsFirstPage}`,
    prepare: (db) => {
      const parsed = dealListQuerySchema.parse(query(dealsFirstPage));
      // The viewer (user 1) matters only to lead=me.
      return () => listDeals(db, parsed, new Date(), 1);
    },
  },
  {
    name: 'deals-filtered',
    label: 'deal list, stage + keyword',
    url: () => `/api/opportunities?${dealsFiltered}`,
    prepare: (db) => {
      const parsed = dealListQuerySchema.parse(query(dealsFiltered));
      // The viewer (user 1) matters only to lead=me.
      return () => listDeals(db, parsed, new Date(), 1);
    },
  },
  {
    name: 'properties',
    label: 'property list, first page (50 of 1,005)',
    url: () => `/api/properties?${propertiesFirstPage}`,
    prepare: (db) => {
      const parsed = propertyListQuerySchema.parse(query(propertiesFirstPage));
      return () => listProperties(db, isoDay(new Date()), parsed);
    },
  },
  {
    name: 'tenants',
    label: 'tenant list, first page (60)',
    url: () => '/api/tenants?limit=60',
    prepare: (db) => {
      const parsed = tenantListQuerySchema.parse({ limit: '60' });
      return () => listTenants(db, parsed);
    },
  },
  {
    name: 'deal',
    label: 'one deal',
    url: (dealId) => `/api/opportunities/${dealId}`,
    prepare: (db, dealId) => () => getDeal(db, dealId),
  },
  {
    name: 'ai-opportunities',
    label: 'AI opportunities list, first 50',
    url: () => '/api/ai-opportunities?limit=50',
    prepare: (db) => {
      const parsed = aiOpportunityListQuerySchema.parse({ limit: '50' });
      return () => listAiOpportunities(db, parsed);
    },
  },
];

/** Each analytics request on the whole large portfolio answers within this. */
const reportBudget = '≤ 150 ms';
/** The heatmap cell the bench opens: the first sample building's leases ending this quarter. */
function cellQuery(): string {
  const quarter = expiryQuarterPeriods(isoDay(new Date()))[0]!;
  return `building=1&start=${quarter.start}&end=${quarter.end}`;
}

export const reportReads: ReportRead[] = [
  { name: 'analytics-expiry', label: 'expiry schedule, whole portfolio', url: () => '/api/analytics/expiry' },
  {
    name: 'analytics-occupancy',
    label: 'occupancy by month, whole portfolio',
    url: () => '/api/analytics/occupancy',
  },
  { name: 'analytics-walt', label: 'WALT by building, whole portfolio', url: () => '/api/analytics/walt' },
  {
    name: 'analytics-tenants',
    label: 'tenant concentration, whole portfolio',
    url: () => '/api/analytics/tenants',
  },
  {
    name: 'analytics-heatmap',
    label: 'expiry heatmap, whole portfolio',
    url: () => '/api/analytics/heatmap',
  },
  {
    name: 'analytics-heatmap-leases',
    label: 'expiry heatmap, the leases of one cell',
    url: () => `/api/analytics/heatmap/leases?${cellQuery()}`,
  },
  {
    name: 'analytics-pipeline',
    label: 'pipeline funnel, last 12 months',
    url: () => '/api/analytics/pipeline',
  },
  { name: 'analytics-comps', label: 'comps by basis', url: () => '/api/analytics/comps' },
  { name: 'rent-roll', label: 'rent roll, first page (100)', url: () => '/api/rent-roll?limit=100' },
].map((read) => ({ ...read, budget: reportBudget }));
