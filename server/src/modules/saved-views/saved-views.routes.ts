import { idParamsSchema } from '@common/properties';
import {
  createViewSchema,
  defaultViewSchema,
  savedViewListSchema,
  savedViewSchema,
  updateViewSchema,
} from '@common/saved-views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { userOf } from '../../plugins/session';
import { createView, deleteView, listViews, setDefaultView, updateView } from './saved-views.service';

/*
 * Saved pipeline views. Everyone signed in keeps their own and sees the team's shared ones; who may
 * change a view (its owner, or an admin when it is shared) is decided per view in the service.
 */
export const savedViewsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get('/api/deal-views', { schema: { response: { 200: savedViewListSchema } } }, async (request) =>
    listViews(db, userOf(request)),
  );

  app.post(
    '/api/deal-views',
    { schema: { body: createViewSchema, response: { 201: savedViewSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createView(db, userOf(request), request.body, clock())),
  );

  app.put(
    '/api/deal-views/default',
    { schema: { body: defaultViewSchema, response: { 200: defaultViewSchema } } },
    async (request) => setDefaultView(db, userOf(request), request.body.viewId),
  );

  app.patch(
    '/api/deal-views/:id',
    { schema: { params: idParamsSchema, body: updateViewSchema, response: { 200: savedViewSchema } } },
    async (request) => updateView(db, userOf(request), request.params.id, request.body, clock()),
  );

  app.delete('/api/deal-views/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteView(db, userOf(request), request.params.id);
    return reply.status(204).send();
  });
};
