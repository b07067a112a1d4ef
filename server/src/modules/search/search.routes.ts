import { searchQuerySchema, searchResponseSchema } from '@common/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { search } from './search.service';

/** The global search behind the top bar's search button and Ctrl/⌘-K (common/search.ts). */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/search', { schema: { response: { 200: searchResponseSchema } } }, async (request) => {
    // Parsed here rather than by the schema so the message reads as the listings search's, unprefixed.
    const parsed = searchQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw badRequest(issue?.message ?? 'Invalid search query', issue?.path.join('.'));
    }
    return search(db, parsed.data.q);
  });
};
