import { z } from 'zod';

import { type ErrorCode, errorCodes } from './error-codes';

export { type ErrorCode, errorCodes };

/**
 * Every error the API answers has this shape: `message` is meant for the user (for a 5xx it is only
 * 'Internal Server Error'); `field` is the dotted path of the input it concerns ('spaceId',
 * 'items.0.name'), so a form shows the message under that input; `code` says what kind of refusal it is.
 * Some refusals carry more beside these (e.g. the id of the record a 409 conflicts with).
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  code: z.enum(errorCodes).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
