import { errorCodes, errorResponseSchema } from '@common/errors';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';

/** One 4xx/5xx body a route declared in its response schema. */
type DeclaredError = { route: string; status: string; schema: unknown };

const errorBodyKeys = { message: true, field: true, code: true } as const;

let app: TestApp;
const declared: DeclaredError[] = [];

/** The error responses every registered route declares, whatever its module. */
function collect(route: RouteOptions) {
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  for (const method of [route.method].flat()) {
    for (const [status, schema] of Object.entries(responses)) {
      if (/^[45]/.test(status)) declared.push({ route: `${method} ${route.url}`, status, schema });
    }
  }
}

beforeAll(async () => {
  app = await createTestApp({ seeded: false, onRoute: collect });
});
afterAll(() => app.close());

describe('every declared error response of the API', () => {
  it('is found by the walk', () => {
    const names = declared.map(({ route, status }) => `${route} ${status}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/health 503',
        'GET /api/listings/buildings/:buildingId 404',
        'GET /api/listings/search 502',
        'POST /api/listings/clear-cache 500',
        'GET /api/risk/tenant-status 404',
        'GET /api/risk/building-risk 502',
        'POST /api/tenants/import 400',
      ]),
    );
  });

  it('extends the error body: message, field and code pass through it untouched', () => {
    for (const { route, status, schema } of declared) {
      const name = `${route} ${status}`;
      expect(schema, name).toBeInstanceOf(z.ZodObject);
      const { shape } = schema as z.ZodObject;
      for (const key of Object.keys(errorBodyKeys) as (keyof typeof errorBodyKeys)[]) {
        expect(shape[key], `${name}: ${key}`).toBe(errorResponseSchema.shape[key]);
      }
      const errorPart = (schema as z.ZodObject).pick(errorBodyKeys);
      for (const code of errorCodes) {
        const body = { message: 'Refused', field: 'items.0.name', code };
        expect(errorPart.parse(body), name).toEqual(body);
        expect(errorPart.parse({ message: 'Refused', code }), name).toEqual({ message: 'Refused', code });
      }
    }
  });
});
