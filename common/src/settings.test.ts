import { describe, expect, it } from 'vitest';
import {
  avatarFileProblem,
  avatarSchema,
  avatarSizeMessage,
  avatarTypeMessage,
  initialsOf,
  passwordChangeSchema,
  userUpdateSchema,
} from './settings';

describe('avatar rules', () => {
  it('accepts PNG, JPEG and WebP up to 512 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarFileProblem({ type, size: 512 * 1024 })).toBeNull();
    }
  });

  it('names the problem with other types and larger files', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe(avatarTypeMessage);
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(avatarTypeMessage);
    expect(avatarFileProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe(avatarSizeMessage);
  });

  it('stores only base64 data URLs of the allowed types', () => {
    expect(avatarSchema.safeParse('data:image/webp;base64,UklGRg==').success).toBe(true);
    expect(avatarSchema.safeParse(null).success).toBe(true);
    for (const bad of [
      'https://example.com/a.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png,<x>',
    ]) {
      expect(avatarSchema.safeParse(bad).error?.issues[0]?.message).toBe(avatarTypeMessage);
    }
  });
});

describe('initialsOf', () => {
  it.each([
    ['Dana Whitfield', 'DW'],
    ['  mary ann  de la cruz ', 'MC'],
    ['Cher', 'C'],
    ['', '?'],
    [null, '?'],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('passwordChangeSchema', () => {
  const valid = { currentPassword: 'old', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' };

  it('needs a new password of 8 characters or more, confirmed', () => {
    expect(passwordChangeSchema.safeParse(valid).success).toBe(true);
    const short = passwordChangeSchema.safeParse({
      ...valid,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
    const mismatch = passwordChangeSchema.safeParse({ ...valid, confirmPassword: 'other-pass' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
  });

  it('needs the current password', () => {
    const missing = passwordChangeSchema.safeParse({ ...valid, currentPassword: '' });
    expect(missing.error?.issues[0]?.message).toBe('Current password is required');
  });
});

describe('userUpdateSchema', () => {
  it('takes a role, an active flag or both, and nothing else', () => {
    expect(userUpdateSchema.safeParse({ role: 'broker' }).success).toBe(true);
    expect(userUpdateSchema.safeParse({ active: false }).success).toBe(true);
    expect(userUpdateSchema.safeParse({}).success).toBe(false);
    expect(userUpdateSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });
});
