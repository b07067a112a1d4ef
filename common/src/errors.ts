import { z } from 'zod';

/** Every error the API answers has this shape (ARCHITECTURE.md decision 9). */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
