import { describe, expect, it } from 'vitest';
import { actionTypeLabels, actionTypes } from './action-plans';
import { dealStageLabels, dealStages, selectableDealStages } from './deal-stages';
import { normalizeIndustry } from './industries';
import { leaseTypeLabels, leaseTypes } from './lease-types';
import { optionTypeGroups, optionTypes } from './option-types';
import { roleLabel } from './roles';

describe('option types', () => {
  // 29 named types (7 + 8 + 8 + 6), no more.
  it('has the 29 named types in four groups, none repeated', () => {
    expect(optionTypes).toHaveLength(29);
    expect(new Set(optionTypes).size).toBe(29);
    expect(Object.keys(optionTypeGroups)).toEqual(['General', 'Lease options', 'Rights', 'Special']);
    expect(optionTypeGroups.Rights).toContain('ROFO');
    expect(optionTypeGroups.Special).toContain('Termination');
  });
});

describe('deal stages', () => {
  it('keeps idle out of the selectors', () => {
    expect(dealStages).toContain('idle');
    expect(selectableDealStages).not.toContain('idle');
    expect(selectableDealStages).toHaveLength(8);
  });

  it('labels the completed stage "Deal Complete"', () => {
    expect(dealStageLabels.deal).toBe('Deal Complete');
    expect(dealStageLabels.lease_execution).toBe('Lease Execution');
  });
});

describe('labels', () => {
  it('gives every lease type and action type its label', () => {
    expect(leaseTypes.map((type) => leaseTypeLabels[type])).toEqual([
      'Gross Lease',
      'Net Lease',
      'Triple Net (NNN)',
      'Modified Gross',
      'Percentage Lease',
    ]);
    expect(actionTypes.map((type) => actionTypeLabels[type])).toEqual([
      'Contact Tenant',
      'Schedule Visit',
      'Arrange Maintenance',
      'Offer Concession',
      'Renewal Strategy',
    ]);
  });

  it("falls back to 'Admin' for a user without a role", () => {
    expect(roleLabel(undefined)).toBe('Admin');
    expect(roleLabel(null)).toBe('Admin');
    expect(roleLabel('broker')).toBe('Broker');
    expect(roleLabel('asset_manager')).toBe('Asset Manager');
  });

  it("files an unknown industry under 'Other'", () => {
    expect(normalizeIndustry('Dental')).toBe('Dental');
    expect(normalizeIndustry('Aerospace')).toBe('Other');
    expect(normalizeIndustry(null)).toBe('Other');
  });
});
