import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { registerErrorHandler } from '../../plugins/error-handler';
import { healthMessages, healthRoutes } from './health.routes';

let app: FastifyInstance;

/** The health route alone, on a database that refuses every query. */
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const downDatabase = {
    execute: () => Promise.reject(new Error('connection refused')),
  } as unknown as Database;
  await app.register(healthRoutes, { db: downDatabase });
  await app.ready();
});
afterAll(() => app.close());

describe('GET /api/health when the database does not answer', () => {
  it('answers 503 with the health report inside the error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      message: healthMessages.databaseDown,
      code: 'unavailable',
    });
  });
});
