import {
  analyticsScopeSchema,
  expiryScheduleSchema,
  heatmapCellLeasesSchema,
  heatmapCellQuerySchema,
  heatmapResponseSchema,
  occupancyResponseSchema,
  tenantConcentrationSchema,
  waltResponseSchema,
} from '@common/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { getHeatmap, getHeatmapCellLeases } from './heatmap.service';
import {
  asOfDay,
  getExpirySchedule,
  getOccupancy,
  getTenantConcentration,
  getWalt,
} from './portfolio-analytics.service';

/**
 * The portfolio analytics (expiry schedule, occupancy, WALT, tenant concentration) and the expiry
 * heatmap: read-only figures any signed-in user may see, over a scope on an as-of day (the
 * organisation's today by default).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  const asOf = async (query: { asOf?: string | undefined }) =>
    asOfDay(query, await organisationToday(db, clock()));

  app.get(
    '/api/analytics/expiry',
    { schema: { querystring: analyticsScopeSchema, response: { 200: expiryScheduleSchema } } },
    async (request) => getExpirySchedule(db, request.query, await asOf(request.query)),
  );

  app.get(
    '/api/analytics/occupancy',
    { schema: { querystring: analyticsScopeSchema, response: { 200: occupancyResponseSchema } } },
    async (request) => getOccupancy(db, request.query, await asOf(request.query)),
  );

  app.get(
    '/api/analytics/walt',
    { schema: { querystring: analyticsScopeSchema, response: { 200: waltResponseSchema } } },
    async (request) => getWalt(db, request.query, await asOf(request.query)),
  );

  app.get(
    '/api/analytics/tenants',
    { schema: { querystring: analyticsScopeSchema, response: { 200: tenantConcentrationSchema } } },
    async (request) => getTenantConcentration(db, request.query, await asOf(request.query)),
  );

  app.get(
    '/api/analytics/heatmap',
    { schema: { querystring: analyticsScopeSchema, response: { 200: heatmapResponseSchema } } },
    async (request) => getHeatmap(db, request.query, await asOf(request.query)),
  );

  app.get(
    '/api/analytics/heatmap/leases',
    { schema: { querystring: heatmapCellQuerySchema, response: { 200: heatmapCellLeasesSchema } } },
    async (request) => getHeatmapCellLeases(db, request.query, await asOf(request.query)),
  );
};
