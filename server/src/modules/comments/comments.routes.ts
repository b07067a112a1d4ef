import {
  commentInputSchema,
  commentSchema,
  dealCommentsQuerySchema,
  dealUpdateInputSchema,
  dealUpdateSchema,
} from '@common/opportunities';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { addComment, listComments } from './comments.service';
import { addDealUpdate, listDealUpdates } from './deal-updates.service';

// Every role discusses deals; naming them keeps a future read-only role out.
const mayPost = requireRole('admin', 'asset_manager', 'broker', 'leasing');

/** The opportunity screen's Discussion and the deal screen's Updates panel. */
export const commentsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/opportunities/:id/comments',
    { schema: { params: idParamsSchema, response: { 200: z.array(commentSchema) } } },
    async (request) => listComments(db, request.params.id),
  );

  app.post(
    '/api/opportunities/:id/comments',
    {
      preValidation: mayPost,
      // Only `content` is read: an author or mentions in the body are ignored (decision 5).
      schema: { params: idParamsSchema, body: commentInputSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const comment = await addComment(db, {
        opportunityId: request.params.id,
        authorId: userOf(request).id,
        content: request.body.content,
        at: clock(),
      });
      return reply.status(201).send(comment);
    },
  );

  app.get(
    '/api/opportunities/:id/updates',
    { schema: { params: idParamsSchema, response: { 200: z.array(dealUpdateSchema) } } },
    async (request) => listDealUpdates(db, { opportunityId: request.params.id }),
  );

  app.post(
    '/api/opportunities/:id/updates',
    {
      preValidation: mayPost,
      schema: { params: idParamsSchema, body: dealUpdateInputSchema, response: { 201: dealUpdateSchema } },
    },
    async (request, reply) => {
      const update = await addDealUpdate(db, {
        opportunityId: request.params.id,
        authorId: userOf(request).id,
        content: request.body.content,
        isTour: request.body.isTour,
        at: clock(),
      });
      return reply.status(201).send(update);
    },
  );

  app.get(
    '/api/deal-comments',
    { schema: { querystring: dealCommentsQuerySchema, response: { 200: z.array(dealUpdateSchema) } } },
    async (request) => listDealUpdates(db, request.query),
  );
};
