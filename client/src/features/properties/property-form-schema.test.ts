import { createPropertySchema } from '@common/properties';
import { describe, expect, it } from 'vitest';
import { emptyPropertyForm, propertyFormFields, propertyFormSchema } from './property-form-schema';

const valid = {
  ...emptyPropertyForm,
  name: 'Harbor Point',
  address: '1 Harbor Way',
  city: 'Boston',
  state: 'ma',
  zipCode: '02110',
  market: 'Boston',
  assetClass: 'office',
  assetType: 'core',
  totalSf: '12,500',
};

const messages = (values: typeof valid) => {
  const result = propertyFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Create property form schema', () => {
  it('turns the text inputs into the API body', () => {
    expect(propertyFormSchema.parse(valid)).toEqual({
      name: 'Harbor Point',
      address: '1 Harbor Way',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      market: 'Boston',
      assetClass: 'office',
      assetType: 'core',
      totalSf: 12500,
      assetManagerId: null,
      ownerName: null,
      yearBuilt: null,
    });
    expect(propertyFormSchema.parse({ ...valid, assetManagerId: '2', yearBuilt: '1998' })).toMatchObject({
      assetManagerId: 2,
      yearBuilt: 1998,
    });
  });

  it("shows the shared schema's messages for an empty form", () => {
    expect(messages(emptyPropertyForm)).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State must be a 2-letter code',
      zipCode: 'ZIP code must be 5 digits or ZIP+4',
      market: 'Market is required',
      assetClass: 'Choose an asset class',
      assetType: 'Choose an asset type',
      totalSf: 'Size must be a number',
    });
  });

  it('rejects sizes and years that are not numbers or out of range', () => {
    expect(messages({ ...valid, totalSf: 'big' }).totalSf).toBe('Size must be a number');
    expect(messages({ ...valid, totalSf: '0' }).totalSf).toBe('Size must be greater than 0');
    expect(messages({ ...valid, yearBuilt: '1700' }).yearBuilt).toBe('Year built must be 1800 or later');
    expect(messages({ ...valid, yearBuilt: String(new Date().getFullYear() + 1) }).yearBuilt).toBe(
      'Year built cannot be in the future',
    );
  });

  it("names its inputs as the API's contract names the fields, so a refused field shows under its input", () => {
    const contractFields = Object.keys(createPropertySchema.shape);
    expect(propertyFormFields).toEqual(expect.arrayContaining(['zipCode', 'assetManagerId']));
    for (const field of propertyFormFields) expect(contractFields).toContain(field);
  });
});
