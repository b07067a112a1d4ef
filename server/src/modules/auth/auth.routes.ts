import { loginSchema, userResponseSchema } from '@common/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, sessionCookie, setSessionCookie, userOf } from '../../plugins/session';
import type { ThrottlePolicy } from '../throttles/throttle-window';
import { type AuthDeps, logIn, logOut } from './auth.service';

export type AuthRoutesOptions = {
  deps: AuthDeps;
  /** Sign-in attempts per address, kept by each instance. */
  loginRateLimit: ThrottlePolicy;
  /** Failed sign-ins per account name, kept in PostgreSQL. */
  loginAccountLimit: ThrottlePolicy;
};

export const tooManyAttemptsMessage = 'Too many sign-in attempts. Please wait a minute and try again.';

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { deps, loginRateLimit, loginAccountLimit },
) => {
  app.post(
    '/api/auth/login',
    {
      schema: { body: loginSchema, response: { 200: userResponseSchema } },
      config: {
        public: true,
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.windowMs,
          errorResponseBuilder: () => ({ statusCode: 429, message: tooManyAttemptsMessage }),
        },
      },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await logIn(
        deps,
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] },
        loginAccountLimit,
      );
      setSessionCookie(reply, token, expiresAt);
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { public: true }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[sessionCookie];
      if (token) await logOut(deps, token);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/user', { schema: { response: { 200: userResponseSchema } } }, async (request) => ({
    user: userOf(request),
  }));
};
