import { errorResponseSchema } from '@common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { databaseAnswers } from './health.service';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
/** A database that does not answer: the health report inside the error body. */
const unhealthyResponse = errorResponseSchema.extend(healthResponse.shape);

export const healthMessages = { databaseDown: 'The database is not answering' };

/** Public: a load balancer, or whoever started the app, asks whether it and its database answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthResponse, 503: unhealthyResponse } } },
    async () => {
      if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'up' as const };
      throw new AppError(503, healthMessages.databaseDown, {
        details: { status: 'unavailable', database: 'down' },
      });
    },
  );
};
