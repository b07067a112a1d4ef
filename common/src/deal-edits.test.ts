import { describe, expect, it } from 'vitest';
import { createDealSchema, probabilityBothWaysMessage, updateDealSchema } from './deal-edits';

describe('deal edits', () => {
  it('refuses a probability over 100 and an empty update', () => {
    expect(updateDealSchema.safeParse({ probability: 101 }).error?.issues[0]?.message).toBe(
      'Probability must be between 0 and 100',
    );
    expect(updateDealSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to update');
    // A version says which copy the edit was made on; it is not an edit itself.
    expect(updateDealSchema.safeParse({ version: 3 }).error?.issues[0]?.message).toBe('Nothing to update');
    expect(updateDealSchema.safeParse({ version: 3, leadUserId: null }).success).toBe(true);
  });

  it('takes a probability set by hand or a return to the stage, not both', () => {
    expect(updateDealSchema.safeParse({ probabilityFollowsStage: true }).success).toBe(true);
    expect(
      updateDealSchema.safeParse({ probability: 40, probabilityFollowsStage: true }).error?.issues[0]
        ?.message,
    ).toBe(probabilityBothWaysMessage);
  });

  it('requires a prospect and a positive size to create a deal', () => {
    const result = createDealSchema.safeParse({ prospectName: ' ', propertyId: 1, squareFeetNeeded: 0 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Prospect name is required',
      'Size must be a positive number',
    ]);
  });
});
