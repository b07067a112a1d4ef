import { z } from 'zod';
import { roles } from './roles';
import { waitTimeText } from './wait-time';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userResponseSchema = z.object({ user: currentUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const invalidCredentialsMessage = 'Invalid username or password';

/**
 * The refusal once an account has had too many failed sign-ins: the same words whether or not the
 * account exists, and said before the password is checked.
 */
export const accountLockedMessage = (retryAfterMs: number) =>
  `Too many sign-in attempts for this account. Try again in ${waitTimeText(retryAfterMs)}.`;
