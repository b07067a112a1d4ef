import {
  backgroundJobIdParamsSchema,
  backgroundJobListQuerySchema,
  backgroundJobListResponseSchema,
  backgroundJobSchema,
} from '@common/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { requireRole } from '../plugins/session';
import { listBackgroundJobs, retryFailedJob } from './jobs.service';

const adminOnly = requireRole('admin');

/** Background jobs for admins (Settings): failed ones to look into and retry, others by state. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/jobs',
    {
      preValidation: adminOnly,
      schema: {
        querystring: backgroundJobListQuerySchema,
        response: { 200: backgroundJobListResponseSchema },
      },
    },
    async (request) => ({ items: await listBackgroundJobs(db, request.query) }),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      preValidation: adminOnly,
      schema: { params: backgroundJobIdParamsSchema, response: { 200: backgroundJobSchema } },
    },
    async (request) => retryFailedJob(db, request.params.id),
  );
};
