import {
  passwordChangeSchema,
  profileSchema,
  profileUpdateSchema,
  sessionItemSchema,
} from '@common/settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { unauthorized } from '../../errors';
import { sessionCookie, userOf } from '../../plugins/session';
import { sessionIdOf } from '../auth/auth.service';
import { changePassword, getProfile, updateProfile } from './account.service';
import { endOtherSessions, endSession, listSessions } from './sessions.service';

export const passwordAttemptsPerMinute = 10;
export const tooManyPasswordAttemptsMessage = 'Too many attempts. Please wait a minute and try again.';

/** The signed-in user and the id of the session this request came with. */
function currentSessionOf(request: FastifyRequest) {
  const token = request.cookies[sessionCookie];
  if (!token) throw unauthorized();
  return { id: userOf(request).id, sessionId: sessionIdOf(token) };
}

const sessionIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'Session not found'),
});

/** The signed-in user's own account: every role may read and change it. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get('/api/settings/profile', { schema: { response: { 200: profileSchema } } }, async (request) =>
    getProfile(db, userOf(request).id),
  );

  app.patch(
    '/api/settings/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => updateProfile(db, userOf(request).id, request.body),
  );

  app.post(
    '/api/settings/password',
    {
      schema: {
        body: passwordChangeSchema,
        response: { 200: z.object({ endedSessions: z.number().int() }) },
      },
      // A stolen session must not be able to guess the current password at full speed.
      config: {
        rateLimit: {
          max: passwordAttemptsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: () => ({ statusCode: 429, message: tooManyPasswordAttemptsMessage }),
        },
      },
    },
    async (request) => changePassword(db, currentSessionOf(request), request.body, clock()),
  );

  app.get(
    '/api/settings/sessions',
    { schema: { response: { 200: z.array(sessionItemSchema) } } },
    async (request) => listSessions(db, currentSessionOf(request), clock()),
  );

  app.post(
    '/api/settings/sessions/sign-out-others',
    { schema: { response: { 200: z.object({ ended: z.number().int() }) } } },
    async (request) => endOtherSessions(db, currentSessionOf(request)),
  );

  app.delete(
    '/api/settings/sessions/:id',
    { schema: { params: sessionIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await endSession(db, userOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
