import { createDealSchema } from '@common/deal-edits';
import { describe, expect, it } from 'vitest';
import { dealFormFields, dealFormSchema, emptyDealForm, prefillFromSearchParams } from './deal-form-schema';

const messages = (values: object) => {
  const result = dealFormSchema.safeParse({ ...emptyDealForm, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('Add Deal form rules', () => {
  it('requires a prospect, a property and a size, with the shared messages', () => {
    expect(messages({})).toEqual({
      prospectName: 'Prospect name is required',
      propertyId: 'Property is required',
      squareFeetNeeded: 'Size must be a number',
    });
    expect(messages({ prospectName: 'A', propertyId: '2', squareFeetNeeded: '-5' })).toEqual({
      squareFeetNeeded: 'Size must be a positive number',
    });
    expect(messages({ prospectName: 'A', propertyId: '2', squareFeetNeeded: '12.5' })).toEqual({
      squareFeetNeeded: 'Size must be a whole number of square feet',
    });
  });

  it('turns the text and the none choices into the API payload', () => {
    const parsed = dealFormSchema.parse({
      ...emptyDealForm,
      prospectName: ' Acme ',
      propertyId: '2',
      tenantId: '7',
      squareFeetNeeded: '12,500',
      proposedRent: '$32.50',
      brokerName: '  ',
    });
    expect(parsed).toMatchObject({
      prospectName: 'Acme',
      propertyId: 2,
      tenantId: 7,
      spaceId: null,
      leadUserId: null,
      squareFeetNeeded: 12_500,
      proposedRent: 32.5,
      brokerName: null,
      dealType: 'new',
      stage: 'inquiry',
      expectedCloseDate: null,
    });
    expect(
      messages({ prospectName: 'A', propertyId: '2', squareFeetNeeded: '10', proposedRent: 'abc' }),
    ).toEqual({
      proposedRent: 'Proposed rent must be a number',
    });
  });

  it('prefills tenant and property from /deals/new?tenantId=&propertyId=', () => {
    expect(prefillFromSearchParams(new URLSearchParams('tenantId=3&propertyId=12'))).toEqual({
      tenantId: '3',
      propertyId: '12',
    });
    expect(prefillFromSearchParams(new URLSearchParams('tenantId=abc&propertyId=0'))).toEqual({});
  });

  it("names its inputs as the API's contract names the fields, so a refused field shows under its input", () => {
    const contractFields = Object.keys(createDealSchema.shape);
    expect(dealFormFields).toEqual(
      expect.arrayContaining(['propertyId', 'tenantId', 'spaceId', 'leadUserId']),
    );
    for (const field of dealFormFields) expect(contractFields).toContain(field);
  });
});
