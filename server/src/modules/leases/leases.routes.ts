import {
  leaseDetailSchema,
  leaseListQuerySchema,
  leaseListResponseSchema,
  renewLeaseResponseSchema,
} from '@common/leases';
import { ownerUpdateSchema } from '@common/owners';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responseSerializer, sendKeptDayRead } from '../../http/send-kept-read';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { getLease, listLeases, renewLease, setLeaseOwner } from './leases.service';

// Owners are set by those who keep leases and options: the asset side and leasing (brokers read).
const maySetOwner = requireRole('admin', 'asset_manager', 'leasing');

const serializeLeaseList = responseSerializer(leaseListResponseSchema, '/api/leases');

export const leasesRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/leases',
    { schema: { querystring: leaseListQuerySchema, response: { 200: leaseListResponseSchema } } },
    async (request, reply) =>
      sendKeptDayRead(reply, db, clock, {
        route: 'leases',
        query: request.query,
        serialize: serializeLeaseList,
        compute: (today) => listLeases(db, today, request.query),
      }),
  );

  app.get(
    '/api/leases/:id',
    { schema: { params: idParamsSchema, response: { 200: leaseDetailSchema } } },
    async (request) => getLease(db, request.params.id, await organisationToday(db, clock())),
  );

  app.patch(
    '/api/leases/:id/owner',
    {
      preValidation: maySetOwner,
      schema: { params: idParamsSchema, body: ownerUpdateSchema, response: { 200: leaseDetailSchema } },
    },
    async (request) =>
      setLeaseOwner(
        db,
        request.params.id,
        userOf(request).id,
        request.body.ownerId,
        await organisationToday(db, clock()),
      ),
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
