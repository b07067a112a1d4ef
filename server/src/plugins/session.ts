import type { CurrentUser } from '@common/auth';
import type { Role } from '@common/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { type AuthDeps, findSession } from '../modules/auth/auth.service';

export const sessionCookie = 'leaselens_session';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

const publicApiPrefixes = ['/api/auth/', '/api/health'];
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

/** A write whose browser says it came from another site is refused before anything runs. */
function isCrossOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin !== `${request.protocol}://${request.host}`;
}

/**
 * Puts the whole `/api` behind the session check (but sign-in and health) and refuses
 * cross-origin writes. `request.currentUser` is set for every authenticated request.
 */
export function registerSessionGuard(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && path !== '/api') return;
    if (!safeMethods.has(request.method) && isCrossOrigin(request)) {
      throw forbidden('Cross-origin request refused');
    }
    if (publicApiPrefixes.some((prefix) => path.startsWith(prefix))) return;
    const token = request.cookies[sessionCookie];
    const session = token ? await findSession(deps, token) : undefined;
    if (!session || !token) throw unauthorized();
    request.currentUser = session.user;
    if (session.renewed) setSessionCookie(reply, token, session.expiresAt);
  });
}

/** The signed-in user of a guarded route (the guard has already answered 401 otherwise). */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** A role guard as a hook; it names its roles so the route-table walk can read them from a route's options. */
export type RoleGuard = ((request: FastifyRequest) => Promise<void>) & {
  readonly allowedRoles: readonly Role[];
};

/** A preHandler (or preValidation) for writes that only some roles may make. */
export function requireRole(...allowed: Role[]): RoleGuard {
  const guard = async (request: FastifyRequest) => {
    if (!allowed.includes(userOf(request).role)) throw forbidden();
  };
  return Object.assign(guard, { allowedRoles: Object.freeze([...allowed]) });
}
