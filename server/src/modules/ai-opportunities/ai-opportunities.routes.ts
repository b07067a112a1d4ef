import {
  aiInsightsSchema,
  aiOpportunityListQuerySchema,
  aiOpportunityListResponseSchema,
  aiOpportunitySchema,
  aiOpportunityStatusUpdateSchema,
  analysisJobNotFoundMessage,
  analysisJobSchema,
  analyzeResponseSchema,
} from '@common/ai-opportunities';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import { requireRole, userOf } from '../../plugins/session';
import { getAiOpportunity, listAiOpportunities, setAiOpportunityStatus } from './ai-opportunities.service';
import {
  analysisQueueName,
  enqueueAnalysis,
  getAnalysisJob,
  settleAbandonedRuns,
  toAnalysisJob,
} from './analysis-jobs';
import { getAiInsights } from './insights.service';

export type AiOpportunitiesRoutesOptions = {
  db: Database;
  clock: () => Date;
  /** This process' job queue, when it runs one: its analysis worker starts a queued run at once. */
  jobs?: JobQueue | null;
};

const mayWrite = requireRole('admin', 'asset_manager', 'broker', 'leasing');

export const aiOpportunitiesRoutes: FastifyPluginAsyncZod<AiOpportunitiesRoutesOptions> = async (
  app,
  { db, clock, jobs },
) => {
  app.get(
    '/api/ai-opportunities',
    {
      schema: {
        querystring: aiOpportunityListQuerySchema,
        response: { 200: aiOpportunityListResponseSchema },
      },
    },
    async (request) => listAiOpportunities(db, request.query),
  );

  app.get('/api/ai-opportunities/insights', { schema: { response: { 200: aiInsightsSchema } } }, async () =>
    getAiInsights(db, clock()),
  );

  app.post(
    '/api/ai-opportunities/analyze',
    { preValidation: mayWrite, schema: { response: { 202: analyzeResponseSchema } } },
    async (request, reply) => {
      const { job } = await enqueueAnalysis(db, {
        createdBy: userOf(request).id,
        trigger: 'manual',
        now: clock(),
      });
      jobs?.notify(analysisQueueName);
      return reply.status(202).send({ jobId: job.id });
    },
  );

  app.get(
    '/api/ai-opportunities/jobs/:id',
    { schema: { params: idParamsSchema, response: { 200: analysisJobSchema } } },
    async (request) => {
      await settleAbandonedRuns(db, clock());
      const job = await getAnalysisJob(db, request.params.id);
      if (!job) throw notFound(analysisJobNotFoundMessage);
      return toAnalysisJob(job);
    },
  );

  app.get(
    '/api/ai-opportunities/:id',
    { schema: { params: idParamsSchema, response: { 200: aiOpportunitySchema } } },
    async (request) => getAiOpportunity(db, request.params.id),
  );

  app.patch(
    '/api/ai-opportunities/:id',
    {
      preValidation: mayWrite,
      schema: {
        params: idParamsSchema,
        body: aiOpportunityStatusUpdateSchema,
        response: { 200: aiOpportunitySchema },
      },
    },
    async (request) => setAiOpportunityStatus(db, request.params.id, request.body.status, clock()),
  );
};
