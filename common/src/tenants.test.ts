import { describe, expect, it } from 'vitest';
import { createTenantSchema, rowsHaveErrorsMessage } from './tenants';

const messageFor = (input: unknown) => createTenantSchema.safeParse(input).error?.issues[0]?.message;

describe('createTenantSchema', () => {
  it('needs only a name; untouched inputs may arrive empty', () => {
    expect(
      createTenantSchema.parse({
        name: ' Acme ',
        industry: '',
        contactName: '',
        contactEmail: '',
        contactPhone: '',
      }),
    ).toEqual({ name: 'Acme', industry: '', contactName: '', contactEmail: '', contactPhone: '' });
    expect(createTenantSchema.parse({ name: 'Acme' })).toEqual({ name: 'Acme' });
  });

  it('explains each rule', () => {
    expect(messageFor({})).toBe('Name is required');
    expect(messageFor({ name: '  ' })).toBe('Name is required');
    expect(messageFor({ name: 'x'.repeat(201) })).toBe('Name must be at most 200 characters');
    expect(messageFor({ name: 'A', industry: 'Aerospace' })).toMatch(/^Industry must be one of: Medical, /);
    expect(messageFor({ name: 'A', contactEmail: 'a@b' })).toBe('Enter a valid email address');
  });

  it.each(['(512) 555-0100', '512.555.0100', '+1 512 555 0100', '512-555-0100 x12', '+44 20 7946 0958'])(
    'accepts the phone %j',
    (phone) => {
      expect(createTenantSchema.safeParse({ name: 'A', contactPhone: phone }).success).toBe(true);
    },
  );

  it.each(['call me', '12', '555-CALL-NOW', '1'.repeat(31)])('refuses the phone %j', (phone) => {
    expect(messageFor({ name: 'A', contactPhone: phone })).toBe('Enter a valid phone number');
  });
});

describe('rowsHaveErrorsMessage', () => {
  it('counts rows in words', () => {
    expect(rowsHaveErrorsMessage(1)).toBe('1 row has errors; nothing was imported');
    expect(rowsHaveErrorsMessage(3)).toBe('3 rows have errors; nothing was imported');
    expect(rowsHaveErrorsMessage(1200)).toBe('1,200 rows have errors; nothing was imported');
  });
});
