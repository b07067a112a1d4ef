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

/** PostgreSQL's data exceptions (SQLSTATE class 22) are refusals of a value the caller sent. */
const dataExceptionMessages: Record<string, string> = {
  '22001': 'A value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date is invalid',
  '22008': 'A date is out of range',
  '22021': 'Text contains a character that cannot be stored',
  '22P02': 'A value has an invalid format',
  '22P05': 'Text contains a character that cannot be stored',
};

/** The SQLSTATE of a PostgreSQL data exception, found on the error or what it wraps (Drizzle wraps pg's). */
function dataExceptionOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One place turns every failure into `{ message }`: the caller's mistakes pass through as 4xx
 * with their message; anything else is a 500 whose detail stays in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ message: describeValidation(error.validation, error.validationContext) });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    const dataException = dataExceptionOf(error);
    if (dataException) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply
        .status(400)
        .send({ message: dataExceptionMessages[dataException] ?? 'A value is invalid' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
}
