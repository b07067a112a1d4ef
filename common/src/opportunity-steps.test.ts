import { describe, expect, it } from 'vitest';
import { dealStages } from './deal-stages';
import { dealStageForStep, opportunityStageOf, opportunityStages } from './opportunity-steps';

describe('the six-step bar as a projection of the deal stage', () => {
  it('maps every deal stage to its step', () => {
    expect(dealStages.map(opportunityStageOf)).toEqual([
      'lead',
      'qualified',
      'proposal',
      'proposal',
      'negotiation',
      'negotiation',
      'closed-won',
      'closed-lost',
      'lead',
    ]);
  });

  it('saves the first deal stage of a clicked step, which maps back to that step', () => {
    for (const step of opportunityStages) expect(opportunityStageOf(dealStageForStep[step])).toBe(step);
    expect(dealStageForStep.negotiation).toBe('legal');
  });
});
