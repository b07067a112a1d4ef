import type { ErrorResponse } from '@common/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus } from '../errors';

type Issue = { instancePath?: string; message?: string };

/**
 * The first problem of a request that did not match its schema: its own message, and the dotted path
 * of the input it is about ('username', 'terms.0.rent'; a query or path parameter by its name).
 */
function describeValidation(issues: Issue[]): ErrorResponse {
  const first = issues[0];
  const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return {
    message: first?.message || 'Invalid request',
    ...(field ? { field } : {}),
    code: 'validation',
  };
}

/** An AppError's body: its details, then its message, field and code. */
const appErrorBody = (error: AppError) => ({
  ...error.details,
  message: error.message,
  ...(error.field ? { field: error.field } : {}),
  code: error.code,
});

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
 * One place turns every failure into `{ message, field?, code }` (common/src/errors.ts): the caller's
 * mistakes pass through as 4xx with their message; anything else is a 500 whose detail stays in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(appErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(describeValidation(error.validation));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: error.message || 'Bad request', code: codeForStatus(status) });
    }
    const dataException = dataExceptionOf(error);
    if (dataException) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({
        message: dataExceptionMessages[dataException] ?? 'A value is invalid',
        code: 'invalid_value',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'internal' });
  });
}
