import {
  briefingItemParamsSchema,
  briefingSchema,
  dismissBriefingItemResponseSchema,
} from '@common/ai-briefing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { dismissBriefingItem, generateBriefing, getLatestBriefing } from './ai-briefing.service';
import { createLlmSummaryWriter, type LlmConfig } from './llm-summary';

export type AiBriefingRoutesOptions = { db: Database; clock: () => Date; llmConfig?: LlmConfig | undefined };

/** The dashboard's AI Briefing card: computed by our rules from the portfolio, stored, regenerated on demand. */
export const aiBriefingRoutes: FastifyPluginAsyncZod<AiBriefingRoutesOptions> = async (
  app,
  { db, clock, llmConfig },
) => {
  const deps = { db, clock, writeSummary: createLlmSummaryWriter(llmConfig, app.log) };

  app.get('/api/ai-briefing', { schema: { response: { 200: briefingSchema } } }, async () =>
    getLatestBriefing(deps),
  );

  app.post('/api/ai-briefing/generate', { schema: { response: { 200: briefingSchema } } }, async () =>
    generateBriefing(deps),
  );

  app.post(
    '/api/ai-briefing/items/:key/dismiss',
    { schema: { params: briefingItemParamsSchema, response: { 200: dismissBriefingItemResponseSchema } } },
    async (request) => dismissBriefingItem(db, request.params.key),
  );
};
