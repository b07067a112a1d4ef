import type { Role } from '@common/roles';
import type { RouteOptions } from 'fastify';
import type { RoleGuard } from '../plugins/session';
import { createTestApp, type TestApp } from '../test/app';

/** One registered route as the security walks see it. */
export type WalkedRoute = {
  method: string;
  url: string;
  /** The roles its `requireRole` guard lets through; undefined when any signed-in user may call it. */
  allowedRoles: readonly Role[] | undefined;
  /** The route declared itself public (`config: { public: true }`); every other route demands a session. */
  isPublic: boolean;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  bodyLimit: number | undefined;
};

const hookNames = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

function rolesOf(route: RouteOptions): readonly Role[] | undefined {
  for (const name of hookNames) {
    const hooks = route[name];
    for (const hook of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) {
      const roles = (hook as Partial<RoleGuard>).allowedRoles;
      if (roles) return roles;
    }
  }
  return undefined;
}

/** The seeded app with the table of every route it registered (HEAD twins of GET routes left out). */
export async function createWalkedApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ app: TestApp; routes: WalkedRoute[] }> {
  const routes: WalkedRoute[] = [];
  const app = await createTestApp({
    ...options,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          allowedRoles: rolesOf(route),
          isPublic: route.config?.public === true,
          schema: (route.schema ?? {}) as WalkedRoute['schema'],
          bodyLimit: route.bodyLimit,
        });
      }
    },
  });
  return { app, routes };
}

/**
 * A valid-looking value for each path parameter the app uses. A route with a parameter not named here
 * fails the walk, so whoever adds it decides what a plausible value is.
 */
export const samplePathParams: Record<string, string> = {
  id: '1',
  propertyId: '1',
  buildingId: '1',
  spaceId: '1',
  name: 'Negotiation',
  text: 'lease',
  key: 'renewal-1',
  token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

export function fillPath(url: string, values: Record<string, string> = samplePathParams): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no sample value for path parameter :${name} of ${url}`);
    return value;
  });
}

export const pathParamNames = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
