import {
  commentInputSchema,
  commentLikeSchema,
  commentSchema,
  commentThreadSchema,
  dealCommentsQuerySchema,
} from '@common/discussion';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { setLike } from './comment-likes.service';
import { addComment, listDealComments, listThreads } from './comments.service';

// Every role discusses deals; naming them keeps a future read-only role out.
const mayPost = requireRole('admin', 'asset_manager', 'broker', 'leasing');

/** A deal's one conversation: comments (a tour is a comment), replies and likes. */
export const commentsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/opportunities/:id/comments',
    { schema: { params: idParamsSchema, response: { 200: z.array(commentThreadSchema) } } },
    async (request) => listThreads(db, request.params.id, userOf(request).id),
  );

  app.post(
    '/api/opportunities/:id/comments',
    {
      preValidation: mayPost,
      // An author or mentions in the body are ignored: the signed-in user posts, the text names the mentions.
      schema: { params: idParamsSchema, body: commentInputSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const comment = await addComment(db, {
        opportunityId: request.params.id,
        authorId: userOf(request).id,
        ...request.body,
        at: clock(),
      });
      return reply.status(201).send(comment);
    },
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/comments/:id/like',
      preValidation: mayPost,
      schema: { params: idParamsSchema, response: { 200: commentLikeSchema } },
      handler: async (request) =>
        setLike(db, { commentId: request.params.id, userId: userOf(request).id, liked, at: clock() }),
    });
  }

  app.get(
    '/api/deal-comments',
    { schema: { querystring: dealCommentsQuerySchema, response: { 200: z.array(commentSchema) } } },
    async (request) => listDealComments(db, request.query, userOf(request).id),
  );
};
