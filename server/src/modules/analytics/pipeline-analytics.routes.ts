import {
  compAnalyticsQuerySchema,
  compAnalyticsSchema,
  pipelineAnalyticsQuerySchema,
  pipelineAnalyticsSchema,
} from '@common/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { compAnalytics } from './comps-analytics.service';
import { pipelineAnalytics } from './pipeline-analytics.service';

/** The pipeline funnel and velocity, and the comps' rates by date: read by anyone signed in. */
export const pipelineAnalyticsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/analytics/pipeline',
    {
      schema: { querystring: pipelineAnalyticsQuerySchema, response: { 200: pipelineAnalyticsSchema } },
    },
    async (request) => pipelineAnalytics(db, request.query, await organisationToday(db, clock())),
  );

  app.get(
    '/api/analytics/comps',
    { schema: { querystring: compAnalyticsQuerySchema, response: { 200: compAnalyticsSchema } } },
    async (request) => compAnalytics(db, request.query),
  );
};
