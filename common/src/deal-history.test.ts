import { describe, expect, it } from 'vitest';
import {
  lostReasonNoteRequiredMessage,
  lostReasonProblem,
  lostReasonRequiredMessage,
  probabilityAfterMove,
} from './deal-history';

describe('probability after a stage move', () => {
  const following = { probability: 10, probabilityByHand: false };
  const byHand = { probability: 65, probabilityByHand: true };

  it("follows the stage when nobody set it: the new stage's figure", () => {
    expect(probabilityAfterMove(following, 'loi')).toEqual({ probability: 50, probabilityByHand: false });
    expect(probabilityAfterMove(following, 'touring')).toEqual({ probability: 20, probabilityByHand: false });
  });

  it('keeps a figure set by hand through open stages', () => {
    expect(probabilityAfterMove(byHand, 'legal')).toEqual(byHand);
    expect(probabilityAfterMove(byHand, 'inquiry')).toEqual(byHand);
  });

  it('is 100 % once won and 0 % once dead, set by hand or not, and follows the stage again', () => {
    for (const current of [following, byHand]) {
      expect(probabilityAfterMove(current, 'deal')).toEqual({ probability: 100, probabilityByHand: false });
      expect(probabilityAfterMove(current, 'dead')).toEqual({ probability: 0, probabilityByHand: false });
    }
  });
});

describe('the reason a move to Dead needs', () => {
  it('asks for a reason, and for words with Other', () => {
    expect(lostReasonProblem(undefined, undefined)).toBe(lostReasonRequiredMessage);
    expect(lostReasonProblem('other', '   ')).toBe(lostReasonNoteRequiredMessage);
    expect(lostReasonProblem('other', undefined)).toBe(lostReasonNoteRequiredMessage);
  });

  it('accepts any listed reason, with or without words, and Other with words', () => {
    expect(lostReasonProblem('price', undefined)).toBeNull();
    expect(lostReasonProblem('tenant_unresponsive', 'went quiet after the tour')).toBeNull();
    expect(lostReasonProblem('other', 'Chose to stay put')).toBeNull();
  });
});
