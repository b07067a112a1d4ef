import { type OpportunityStage, opportunityStages } from '@common/opportunities';
import { describe, expect, it } from 'vitest';
import { isStepDisabled, isStepFilled } from './opportunity-stage-style';

const filled = (current: OpportunityStage) => opportunityStages.filter((step) => isStepFilled(step, current));

describe('the six-step bar', () => {
  it('fills up to the current step for the four open stages', () => {
    expect(filled('lead')).toEqual(['lead']);
    expect(filled('qualified')).toEqual(['lead', 'qualified']);
    expect(filled('proposal')).toEqual(['lead', 'qualified', 'proposal']);
    expect(filled('negotiation')).toEqual(['lead', 'qualified', 'proposal', 'negotiation']);
  });

  it('fills to the matching end for a closed deal', () => {
    expect(filled('closed-won')).toEqual(['lead', 'qualified', 'proposal', 'negotiation', 'closed-won']);
    expect(filled('closed-lost')).toEqual(['lead', 'qualified', 'proposal', 'negotiation', 'closed-lost']);
  });

  it('disables Closed Won only when the deal is Closed Lost', () => {
    for (const current of opportunityStages) {
      for (const step of opportunityStages) {
        expect(isStepDisabled(step, current)).toBe(step === 'closed-won' && current === 'closed-lost');
      }
    }
  });
});
