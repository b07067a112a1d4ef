import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { databaseAnswers } from './health.service';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

/** Public: a load balancer, or whoever started the app, asks whether it and its database answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (_, reply) => {
      if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'up' as const };
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    },
  );
};
