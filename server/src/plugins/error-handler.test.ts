import { errorResponseSchema } from '@common/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, conflictWith, notFound, tooManyRequests } from '../errors';
import { registerErrorHandler } from './error-handler';

let app: FastifyInstance;

/** A bare Fastify with the app's validator and error handler, and one route per kind of failure. */
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/deals',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'Name is required'),
          terms: z.object({ rent: z.number('Rent must be a number') }).optional(),
          spaces: z.array(z.object({ suite: z.string().min(1, 'Suite is required') })).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  typed.get(
    '/deals',
    { schema: { querystring: z.object({ stage: z.enum(['inquiry', 'tour'], 'Unknown stage').optional() }) } },
    async () => ({ ok: true }),
  );
  typed.get(
    '/deals/:id',
    { schema: { params: z.object({ id: z.coerce.number().int() }) } },
    async () => ({}),
  );
  app.get('/space', async () => {
    throw badRequest('The space is not in that property', 'spaceId');
  });
  app.get('/missing', async () => {
    throw notFound('Deal not found');
  });
  app.get('/duplicate', async () => {
    throw conflictWith('This tenant already has an open deal on this building', { duplicateDealId: 7 });
  });
  app.get('/busy', async () => {
    throw tooManyRequests('Too many attempts', 30);
  });
  app.get('/too-long', async () => {
    throw new Error('insert failed', {
      cause: Object.assign(new Error('value too long'), { code: '22001' }),
    });
  });
  app.get('/crash', async () => {
    throw new Error('secret detail: connection string postgres://user:pw@db');
  });
  await app.ready();
});
afterAll(() => app.close());

/** The body, after checking it is the shared error shape. */
function errorBody(body: string): unknown {
  const parsed: unknown = JSON.parse(body);
  expect(errorResponseSchema.safeParse(parsed).success).toBe(true);
  return parsed;
}

describe('error bodies', () => {
  it('answers a body field that fails its schema with its own message, the field and code validation', async () => {
    const response = await app.inject({ method: 'POST', url: '/deals', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response.body)).toEqual({
      message: 'Name is required',
      field: 'name',
      code: 'validation',
    });
  });

  it('names a nested field by its dotted path, array indexes included', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/deals',
      payload: { name: 'A', terms: { rent: 'x' } },
    });
    expect(errorBody(nested.body)).toEqual({
      message: 'Rent must be a number',
      field: 'terms.rent',
      code: 'validation',
    });
    const inArray = await app.inject({
      method: 'POST',
      url: '/deals',
      payload: { name: 'A', spaces: [{ suite: '100' }, { suite: '' }] },
    });
    expect(errorBody(inArray.body)).toEqual({
      message: 'Suite is required',
      field: 'spaces.1.suite',
      code: 'validation',
    });
  });

  it('names a query or path parameter by its name', async () => {
    const query = await app.inject({ method: 'GET', url: '/deals?stage=won' });
    expect(query.statusCode).toBe(400);
    expect(errorBody(query.body)).toEqual({ message: 'Unknown stage', field: 'stage', code: 'validation' });
    const params = await app.inject({ method: 'GET', url: '/deals/abc' });
    expect(params.statusCode).toBe(400);
    expect(errorBody(params.body)).toMatchObject({ field: 'id', code: 'validation' });
  });

  it('sends the field of an AppError that names one, with the code of its status', async () => {
    const response = await app.inject({ method: 'GET', url: '/space' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response.body)).toEqual({
      message: 'The space is not in that property',
      field: 'spaceId',
      code: 'invalid_value',
    });
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing.body)).toEqual({ message: 'Deal not found', code: 'not_found' });
  });

  it('sends a 409 with its details beside the message, and no field', async () => {
    const response = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(errorBody(response.body)).toEqual({
      duplicateDealId: 7,
      message: 'This tenant already has an open deal on this building',
      code: 'conflict',
    });
  });

  it('sends a 429 with its Retry-After header and code rate_limited', async () => {
    const response = await app.inject({ method: 'GET', url: '/busy' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(errorBody(response.body)).toEqual({ message: 'Too many attempts', code: 'rate_limited' });
  });

  it("answers a database data exception found on a wrapped error as a 400 invalid_value, without the driver's words", async () => {
    const response = await app.inject({ method: 'GET', url: '/too-long' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response.body)).toEqual({ message: 'A value is too long', code: 'invalid_value' });
  });

  it("answers Fastify's own refusals with the code of their status", async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/deals',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(errorBody(badJson.body)).toMatchObject({ code: 'invalid_value' });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/deals',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(errorBody(wrongType.body)).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers any other failure as a bare 500 that tells nothing of its cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(errorBody(response.body)).toEqual({ message: 'Internal Server Error', code: 'internal' });
  });
});
