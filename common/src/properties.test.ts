import { describe, expect, it } from 'vitest';
import { createPropertySchema, propertyListQuerySchema, recordIdSchema } from './properties';

const valid = {
  name: 'Riverside Commons',
  address: '100 River Road',
  city: 'Austin',
  state: 'tx',
  zipCode: '78701',
  market: 'Southwest',
  assetClass: 'office',
  assetType: 'core',
  totalSf: 42_000,
};
const messages = (input: unknown) =>
  createPropertySchema
    .safeParse(input)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('recordIdSchema', () => {
  it('reads digits as an id within PostgreSQL integer range', () => {
    expect(recordIdSchema.parse('42')).toBe(42);
    for (const bad of ['abc', '', '1.5', '-1', '0', '2147483648', ' 7']) {
      expect(recordIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('propertyListQuerySchema', () => {
  it('treats empty values as no filter and reads numbers', () => {
    expect(propertyListQuerySchema.parse({ keyword: '', assetClass: '', limit: '50', offset: '0' })).toEqual({
      limit: 50,
      offset: 0,
    });
  });

  it('refuses pages over 500 rows', () => {
    expect(propertyListQuerySchema.safeParse({ limit: '501' }).error?.issues[0]?.message).toBe(
      'Must be a whole number from 1 to 500',
    );
  });
});

describe('createPropertySchema', () => {
  it('trims text and upper-cases the state', () => {
    expect(createPropertySchema.parse({ ...valid, name: '  Riverside  ', state: ' tx ' })).toMatchObject({
      name: 'Riverside',
      state: 'TX',
    });
  });

  it('accepts ZIP+4 and leaves optional fields out', () => {
    expect(createPropertySchema.safeParse({ ...valid, zipCode: '78701-1234' }).success).toBe(true);
    expect(createPropertySchema.safeParse({ ...valid, yearBuilt: null, assetManagerId: null }).success).toBe(
      true,
    );
  });

  it('names each problem in words a form can show', () => {
    expect(
      messages({ ...valid, name: ' ', state: 'Texas', zipCode: '787', totalSf: 0, yearBuilt: 1799 }),
    ).toEqual([
      'name: Name is required',
      'state: State must be a 2-letter code',
      'zipCode: ZIP code must be 5 digits or ZIP+4',
      'totalSf: Size must be greater than 0',
      'yearBuilt: Year built must be 1800 or later',
    ]);
    expect(messages({ ...valid, yearBuilt: new Date().getFullYear() + 1 })).toEqual([
      'yearBuilt: Year built cannot be in the future',
    ]);
  });

  it('serves a form through pick and partial', () => {
    expect(createPropertySchema.pick({ state: true }).parse({ state: 'ny' })).toEqual({ state: 'NY' });
    expect(createPropertySchema.partial().safeParse({}).success).toBe(true);
  });
});
