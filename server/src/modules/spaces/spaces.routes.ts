import { idParamsSchema } from '@common/properties';
import { spaceDetailSchema, spaceListQuerySchema, spaceListResponseSchema } from '@common/spaces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responseSerializer, sendKeptDayRead } from '../../http/send-kept-read';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { getSpace, listSpaces } from './spaces.service';

const serializeSpaceList = responseSerializer(spaceListResponseSchema, '/api/spaces');

export const spacesRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/spaces',
    { schema: { querystring: spaceListQuerySchema, response: { 200: spaceListResponseSchema } } },
    async (request, reply) =>
      sendKeptDayRead(reply, db, clock, {
        route: 'spaces',
        query: request.query,
        serialize: serializeSpaceList,
        compute: (today) => listSpaces(db, today, request.query),
      }),
  );

  app.get(
    '/api/spaces/:id',
    { schema: { params: idParamsSchema, response: { 200: spaceDetailSchema } } },
    async (request) => getSpace(db, request.params.id, await organisationToday(db, clock())),
  );
};
