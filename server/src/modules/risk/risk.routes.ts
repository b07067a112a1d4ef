import {
  buildingHealthSchema,
  buildingRiskQuerySchema,
  buildingRiskResultDataSchema,
  riskDemoSamplesSchema,
  riskErrorSchema,
  riskIdParamsSchema,
  riskSuccessSchema,
  tenantSentimentViewSchema,
  tenantStatusDataSchema,
  tenantStatusQuerySchema,
} from '@common/risk';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { RiskProvider, RiskResult } from '../../providers/risk/risk-provider';
import { organisationToday } from '../settings/time-zone.service';
import { propertyHealth } from './building-health.service';
import { riskDemoSamples } from './demo-samples.service';
import { buildingRisk, tenantSentiment, tenantStatus } from './risk.service';

export type RiskRoutesOptions = { db: Database; clock: () => Date; provider: RiskProvider };

/** 200 carries the data; an unknown tenant or building is 404 and a provider that cannot answer 502. */
const responses = <T>(ok: T) => ({ 200: ok, 404: riskErrorSchema, 502: riskErrorSchema });

/** `{success, message, data}`; a failure is the error body with `success: false`. */
function answer<T>(reply: FastifyReply, result: RiskResult<T>) {
  if (result.status === 'found') {
    return reply.send({ success: true, message: result.message, data: result.data });
  }
  throw new AppError(result.status === 'not_found' ? 404 : 502, result.message, {
    details: { success: false },
  });
}

export const riskRoutes: FastifyPluginAsyncZod<RiskRoutesOptions> = async (app, { db, clock, provider }) => {
  app.get('/api/risk/demo-samples', { schema: { response: { 200: riskDemoSamplesSchema } } }, async () =>
    riskDemoSamples(db),
  );

  app.get(
    '/api/risk/tenant-status',
    {
      schema: {
        querystring: tenantStatusQuerySchema,
        response: responses(riskSuccessSchema(tenantStatusDataSchema)),
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await tenantStatus(db, provider, request.query.tenant_name, await organisationToday(db, clock())),
      ),
  );

  app.get(
    '/api/risk/building-risk',
    {
      schema: {
        querystring: buildingRiskQuerySchema,
        response: responses(riskSuccessSchema(buildingRiskResultDataSchema)),
      },
    },
    async (request, reply) => answer(reply, await buildingRisk(db, provider, request.query.building_address)),
  );

  app.get(
    '/api/risk/tenants/:id/sentiment',
    { schema: { params: riskIdParamsSchema, response: { 200: tenantSentimentViewSchema } } },
    async (request) => tenantSentiment(db, request.params.id),
  );

  app.get(
    '/api/risk/properties/:id/health',
    { schema: { params: riskIdParamsSchema, response: { 200: buildingHealthSchema } } },
    async (request) => propertyHealth(db, request.params.id, await organisationToday(db, clock())),
  );
};
