import { idParamsSchema } from '@common/properties';
import { spaceDetailSchema, spaceListQuerySchema, spaceListResponseSchema } from '@common/spaces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { getSpace, listSpaces } from './spaces.service';

export const spacesRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/spaces',
    { schema: { querystring: spaceListQuerySchema, response: { 200: spaceListResponseSchema } } },
    async (request) => listSpaces(db, await organisationToday(db, clock()), request.query),
  );

  app.get(
    '/api/spaces/:id',
    { schema: { params: idParamsSchema, response: { 200: spaceDetailSchema } } },
    async (request) => getSpace(db, request.params.id, await organisationToday(db, clock())),
  );
};
