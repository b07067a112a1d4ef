import { dealStages } from '@common/deal-stages';
import { opportunityStages } from '@common/opportunity-steps';
import { describe, expect, it } from 'vitest';
import { type BarDeal, isStepDisabled, isStepFilled } from './stage-bar-rules';

const filled = (deal: BarDeal) => opportunityStages.filter((step) => isStepFilled(step, deal));
const open = (stage: BarDeal['stage']): BarDeal => ({ stage, lostAtStage: null });
const lostAt = (stage: BarDeal['lostAtStage']): BarDeal => ({ stage: 'dead', lostAtStage: stage });

describe('the six-step bar', () => {
  it('fills up to the current step for the open stages', () => {
    expect(filled(open('inquiry'))).toEqual(['lead']);
    expect(filled(open('touring'))).toEqual(['lead', 'qualified']);
    expect(filled(open('loi'))).toEqual(['lead', 'qualified', 'proposal']);
    expect(filled(open('lease_execution'))).toEqual(['lead', 'qualified', 'proposal', 'negotiation']);
  });

  it('fills every open step and Closed Won for a won deal', () => {
    expect(filled(open('deal'))).toEqual(['lead', 'qualified', 'proposal', 'negotiation', 'closed-won']);
  });

  it('fills a dead deal only up to the step it was lost at, and Closed Lost', () => {
    expect(filled(lostAt('inquiry'))).toEqual(['lead', 'closed-lost']);
    expect(filled(lostAt('loi'))).toEqual(['lead', 'qualified', 'proposal', 'closed-lost']);
    expect(filled(lostAt('legal'))).toEqual(['lead', 'qualified', 'proposal', 'negotiation', 'closed-lost']);
  });

  it('fills Closed Lost alone when where the deal was lost is not known', () => {
    expect(filled(lostAt(null))).toEqual(['closed-lost']);
  });

  it('disables Closed Won only when the deal is dead', () => {
    for (const stage of dealStages) {
      for (const step of opportunityStages) {
        expect(isStepDisabled(step, open(stage))).toBe(step === 'closed-won' && stage === 'dead');
      }
    }
  });
});
