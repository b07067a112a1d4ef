import { z } from 'zod';
import { roles } from './roles';

/* Contracts of the Settings screen: /api/settings/* (profile, password, sessions) and the team (/api/users/*). */

export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const avatarMaxBytes = 512 * 1024;
export const avatarTypeMessage = 'Choose a PNG, JPEG or WebP image';
export const avatarSizeMessage = 'The image must be 512 KB or smaller';

/** The message for a chosen file, or null when it may be used as an avatar. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return avatarTypeMessage;
  if (file.size > avatarMaxBytes) return avatarSizeMessage;
  return null;
}

const avatarDataUrlPattern = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The decoded size of a base64 data URL's payload. */
const base64Bytes = (payload: string) =>
  Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0);

/** An avatar as stored: a base64 data URL of an allowed type and size, or null for none (initials show). */
export const avatarSchema = z
  .string()
  .max(Math.ceil((avatarMaxBytes * 4) / 3) + 64, avatarSizeMessage)
  .refine((value) => avatarDataUrlPattern.test(value), avatarTypeMessage)
  .refine((value) => base64Bytes(value.split(',')[1] ?? '') <= avatarMaxBytes, avatarSizeMessage)
  .nullable();

/** 'Dana Whitfield' → 'DW'; one name gives one letter; nothing gives '?'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const fullNameField = z
  .string('Full name is required')
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');

const emailField = z
  .string('Enter a valid email address')
  .trim()
  .max(254, 'Enter a valid email address')
  .regex(z.regexes.email, 'Enter a valid email address');

export const profileSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  avatar: avatarSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordMinLength = 8;
export const currentPasswordIncorrectMessage = 'Current password is incorrect';

const newPasswordField = z
  .string('Password is required')
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters`)
  .max(200, 'Password must be at most 200 characters');

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string('Current password is required').min(1, 'Current password is required').max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string('Confirm the new password'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const sessionItemSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request came with ('This device'). */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const newUserSchema = z.object({
  username: z
    .string('Username is required')
    .trim()
    .min(1, 'Username is required')
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  fullName: fullNameField,
  email: emailField,
  role: z.enum(roles, `Role must be one of: ${roles.join(', ')}`),
  password: newPasswordField,
});
export type NewUserInput = z.infer<typeof newUserSchema>;

export const userUpdateSchema = z
  .object({
    role: z.enum(roles, `Role must be one of: ${roles.join(', ')}`).optional(),
    active: z.boolean('Active must be true or false').optional(),
  })
  .strict()
  .refine((value) => value.role !== undefined || value.active !== undefined, 'Nothing to change');
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const usernameTakenMessage = 'That username is already taken';
export const selfDeactivationMessage = 'You cannot deactivate your own account';
export const lastAdminMessage = 'The team needs at least one active admin';

// ---------------------------------------------------------------- organisation settings (admins edit)

export const leasingCommissionDefaultMessage = 'Default leasing commission must be a number from 0 to 100';

/**
 * GET/PUT /api/settings/leasing-commission: the leasing commission, % of aggregate rent, that new lease
 * terms start with. Any signed-in user reads it; only admins change it. Stored to 2 decimals.
 */
export const leasingCommissionDefaultSchema = z.object({
  defaultLeasingCommissionPct: z
    .number(leasingCommissionDefaultMessage)
    .min(0, leasingCommissionDefaultMessage)
    .max(100, leasingCommissionDefaultMessage),
});
export type LeasingCommissionDefault = z.infer<typeof leasingCommissionDefaultSchema>;

/** The default until an admin changes it (and what the migration stores). */
export const seededLeasingCommissionPct = 4.5;
