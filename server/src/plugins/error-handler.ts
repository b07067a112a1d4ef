import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** "username: Username is required" — the first problem, named by its field. */
function describeValidation(issues: Issue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const field = first.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '';
  const where = field || (context && context !== 'body' ? context : '');
  return where ? `${where}: ${first.message}` : (first.message ?? 'Invalid request');
}

/**
 * One place turns every failure into `{ message }`: the caller's mistakes pass through as 4xx
 * with their message; anything else is a 500 whose detail stays in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send({ message: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ message: describeValidation(error.validation, error.validationContext) });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
}
