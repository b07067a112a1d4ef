import {
  actionPlanInputSchema,
  actionPlanListItemSchema,
  actionPlanListQuerySchema,
  actionPlanRecordSchema,
  actionPlanStatusUpdateSchema,
} from '@common/action-plans';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { createActionPlan, listActionPlans, updateActionPlanStatus } from './action-plans.service';

// Every role looks after tenants; naming them keeps a future read-only role out.
const mayWrite = requireRole('admin', 'asset_manager', 'broker', 'leasing');

/** Tenant action plans: filed from the risk cards, listed on the tenant page. */
export const actionPlansRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db }) => {
  app.post(
    '/api/action-plans',
    {
      preValidation: mayWrite,
      schema: { body: actionPlanInputSchema, response: { 201: actionPlanRecordSchema } },
    },
    async (request, reply) => {
      const plan = await createActionPlan(db, { actorId: userOf(request).id, plan: request.body });
      return reply.status(201).send(plan);
    },
  );

  app.get(
    '/api/action-plans',
    {
      schema: {
        querystring: actionPlanListQuerySchema,
        response: { 200: z.array(actionPlanListItemSchema) },
      },
    },
    async (request) => listActionPlans(db, request.query.tenantId, userOf(request)),
  );

  app.patch(
    '/api/action-plans/:id',
    {
      preValidation: mayWrite,
      schema: {
        params: idParamsSchema,
        body: actionPlanStatusUpdateSchema,
        response: { 200: actionPlanRecordSchema },
      },
    },
    async (request) =>
      updateActionPlanStatus(db, { id: request.params.id, actor: userOf(request), changes: request.body }),
  );
};
