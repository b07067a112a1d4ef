import type { OpportunityDetail } from '@common/deal-detail';
import { describe, expect, it } from 'vitest';
import { editDealFormValues, editDealPayload, editDealResolver } from './edit-deal-form';
import { sampleDeal } from './test-fixtures';

const resolve = (form: ReturnType<typeof editDealFormValues>) =>
  editDealResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('Edit Deal form', () => {
  it('round-trips a record: empty optional fields are sent as null', () => {
    const deal: OpportunityDetail = { ...sampleDeal, proposedRent: null, brokerCompany: null, lead: null };
    expect(editDealPayload(editDealFormValues(deal))).toMatchObject({
      prospectName: deal.prospectName,
      propertyId: deal.property.id,
      squareFeetNeeded: deal.squareFeetNeeded,
      proposedRent: null,
      brokerCompany: null,
      leadUserId: null,
      probability: deal.probability,
    });
  });

  it("gives the contract's messages", async () => {
    const form = {
      ...editDealFormValues(sampleDeal),
      prospectName: '  ',
      probability: '101',
      squareFeetNeeded: '',
      proposedRent: '-1',
    };
    const { errors } = await resolve(form);
    expect(errors.prospectName?.message).toBe('Prospect name is required');
    expect(errors.probability?.message).toBe('Probability must be between 0 and 100');
    expect(errors.squareFeetNeeded?.message).toBe('Size must be a number');
    expect(errors.proposedRent?.message).toBe('Proposed rent must be a non-negative number');
  });
});
