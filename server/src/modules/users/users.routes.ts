import { optionalParam } from '@common/properties';
import { roles } from '@common/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { listUsers } from './users.service';

const userOptionSchema = z.object({ id: z.number().int(), fullName: z.string(), role: z.enum(roles) });

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/users',
    {
      schema: {
        querystring: z.object({ role: optionalParam(z.enum(roles, `Must be one of: ${roles.join(', ')}`)) }),
        response: { 200: z.array(userOptionSchema) },
      },
    },
    async (request) => listUsers(db, request.query),
  );
};
