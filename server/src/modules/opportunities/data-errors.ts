import { AppError } from '../../errors';
import { databaseErrorCode } from '../properties/sql-helpers';

export const invalidValueMessage = 'A value sent is out of range or is not valid text';

/**
 * PostgreSQL's class 22 "data exception" (a NUL byte in text, a number or date out of its column's
 * range) can only come from a value the caller sent: it is their 400, not our 500.
 */
export function callerDataError(error: unknown): AppError | undefined {
  return databaseErrorCode(error)?.startsWith('22') ? new AppError(400, invalidValueMessage) : undefined;
}
