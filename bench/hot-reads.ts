// The hot reads the API bench loads: each is the app's URL and, for the bare baseline server, the same
// service call (so the same SQL) with its query parsed once up front instead of per request.
import { aiOpportunityListQuerySchema } from '@common/ai-opportunities';
import { dealListQuerySchema } from '@common/opportunities';
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
