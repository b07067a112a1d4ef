import {
  leaseDetailSchema,
  leaseListQuerySchema,
  leaseListResponseSchema,
  renewLeaseResponseSchema,
} from '@common/leases';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/session';
import { isoDay } from '../properties/calendar-day';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { getLease, listLeases, renewLease } from './leases.service';

export const leasesRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/leases',
    { schema: { querystring: leaseListQuerySchema, response: { 200: leaseListResponseSchema } } },
    async (request) => listLeases(db, isoDay(clock()), request.query),
  );

  app.get(
    '/api/leases/:id',
    { schema: { params: idParamsSchema, response: { 200: leaseDetailSchema } } },
    async (request) => getLease(db, request.params.id, isoDay(clock())),
  );

  app.post(
    '/api/leases/:id/renew',
    { schema: { params: idParamsSchema, response: { 201: renewLeaseResponseSchema } } },
    async (request, reply) => {
      const opportunityId = await renewLease(db, request.params.id, userOf(request).id, clock());
      return reply.status(201).send({ opportunityId });
    },
  );
};
