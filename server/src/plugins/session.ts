import type { CurrentUser } from '@common/auth';
import type { Role } from '@common/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../errors';
import { type AuthDeps, findSession } from '../modules/auth/auth.service';
import {
  type AllowedHosts,
  hasDisguisedApiPrefix,
  isAllowedHost,
  isInApiNamespace,
  isOriginForm,
} from './request-target';

export const sessionCookie = 'leaselens_session';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** Anyone may call this route without a session. Every route without it demands one. */
    public?: boolean;
  }
}

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

export type SessionGuardOptions = AuthDeps & { allowedHosts: AllowedHosts };

/**
 * Access is denied by default. For every request, in order:
 * 1. a `Host` outside the allow-list is refused (a page elsewhere cannot reach us by DNS rebinding);
 * 2. a write that a browser says came from another site is refused;
 * 3. a session is demanded unless the matched route declares `config: { public: true }`; a request no
 *    route matched demands one when it falls in the API namespace (only pages are served to anyone);
 * 4. a target that is not origin-form (`GET http://host/api/…`) or that spells the `/api` prefix in
 *    disguise (`/%61pi/…`, `//api/…`, `/API/…`) is refused, signed in or not.
 * `request.currentUser` is set for every request that carries a valid session.
 */
export function registerSessionGuard(app: FastifyInstance, deps: SessionGuardOptions): void {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isAllowedHost(deps.allowedHosts, request.host)) {
      throw badRequest(`Unknown host "${request.host}": add it to ALLOWED_HOSTS to serve it`);
    }
    if (!safeMethods.has(request.method) && isCrossOrigin(request)) {
      throw forbidden('Cross-origin request refused');
    }
    const rawUrl = request.raw.url ?? '';
    const isPublic = request.routeOptions.config.public === true;
    const matched = request.routeOptions.url !== undefined;
    if (!isPublic && (matched || isInApiNamespace(rawUrl))) {
      const token = request.cookies[sessionCookie];
      const session = token ? await findSession(deps, token) : undefined;
      if (!session || !token) throw unauthorized();
      request.currentUser = session.user;
      if (session.renewed) setSessionCookie(reply, token, session.expiresAt);
    }
    if (!isOriginForm(rawUrl) || hasDisguisedApiPrefix(rawUrl)) {
      throw badRequest('Malformed request path: send the path as written, starting with /api/ for the API');
    }
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
