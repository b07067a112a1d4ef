import { dealStages } from '@common/deal-stages';
import { describe, expect, it } from 'vitest';
import { emptyDealFilters } from './deal-filters';
import { emptyStateDescription } from './empty-state-text';
import { filterChips } from './filter-chips';
import {
  countOf,
  countsWithOverrides,
  proposedRentLabel,
  rentFigure,
  rowStageLabel,
  stageStrip,
  stagesAfterStripPick,
  summaryCards,
} from './pipeline-stages';

describe('pipeline labels and figures', () => {
  it("names the deal stage 'Closed Deal' in rows and 'Deal Complete' elsewhere", () => {
    expect(rowStageLabel('deal')).toBe('Closed Deal');
    expect(rowStageLabel('lease_execution')).toBe('Lease Execution');
    expect(stageStrip.map((entry) => entry.label)).toEqual([
      'Inquiries',
      'Touring',
      'Proposals',
      'LOI',
      'Legal',
      'Lease Exec',
      'Closed Deal',
      'Dead',
      'Idle',
    ]);
  });

  it('groups the summary cards: Proposal & LOI, Completed, Legal & Execution, Dead', () => {
    const counts = { proposal: 2, loi: 3, legal: 1, lease_execution: 4, deal: 5, dead: 6, inquiry: 9 };
    expect(summaryCards.map((card) => [card.label, countOf(counts, card.stages)])).toEqual([
      ['Proposal & LOI', 5],
      ['Completed Deals', 5],
      ['Legal & Execution', 5],
      ['Dead Deals', 6],
    ]);
  });

  it('gives every stage, idle last, a place in the strip, so its figures add up to the total', () => {
    expect(stageStrip.map((entry) => entry.stage)).toEqual([...dealStages]);
  });

  it('picks one stage from the strip, and clears the filter when that stage alone is picked again', () => {
    expect(stagesAfterStripPick([], 'idle')).toEqual(['idle']);
    expect(stagesAfterStripPick(['idle'], 'idle')).toEqual([]);
    expect(stagesAfterStripPick(['legal', 'lease_execution'], 'legal')).toEqual(['legal']);
    expect(stagesAfterStripPick(['legal'], 'loi')).toEqual(['loi']);
  });

  it('moves a pending change between the stage counts', () => {
    expect(countsWithOverrides({ loi: 1, legal: 0 }, [{ from: 'loi', to: 'legal' }])).toEqual({
      loi: 0,
      legal: 1,
    });
    expect(countsWithOverrides({ loi: 0 }, [{ from: 'loi', to: 'dead' }])).toEqual({ loi: 0, dead: 1 });
  });

  it('shows the NER with 2 decimals and a dash without terms, never the proposed rent in its place', () => {
    const withTerms = { ner: 31.456, proposedRent: 40 };
    const quotedWithoutTerms = { ner: null, proposedRent: 28 };
    const neither = { ner: null, proposedRent: null };
    expect(rentFigure(withTerms)).toBe('$31.46');
    expect(rentFigure(quotedWithoutTerms)).toBe('—');
    expect(rentFigure(neither)).toBe('—');
  });

  it('labels the proposed rent as such, apart from the NER', () => {
    expect(proposedRentLabel({ proposedRent: 28 })).toBe('Proposed $28.00');
    expect(proposedRentLabel({ proposedRent: 142.5 })).toBe('Proposed $142.50');
    expect(proposedRentLabel({ proposedRent: null })).toBeNull();
  });
});

describe('empty state and chips', () => {
  it('gives the three empty texts', () => {
    expect(emptyStateDescription(emptyDealFilters)).toBe(
      "You don't have any deals yet. Add your first deal.",
    );
    expect(emptyStateDescription({ ...emptyDealFilters, stages: ['loi'] })).toBe('No deals in the LOI stage');
    expect(emptyStateDescription({ ...emptyDealFilters, stages: ['legal', 'lease_execution'] })).toBe(
      'No deals in the Legal or Lease Execution stages',
    );
    expect(emptyStateDescription({ ...emptyDealFilters, stages: ['touring', 'loi', 'idle'] })).toBe(
      'No deals in the Touring, LOI or Idle stages',
    );
    expect(emptyStateDescription({ ...emptyDealFilters, stages: ['loi'], city: 'Chicago' })).toBe(
      'No deals match your search criteria',
    );
  });

  it('makes one removable chip per filter and per state', () => {
    const filters = {
      ...emptyDealFilters,
      keyword: ' acme ',
      states: ['CA', 'NY'],
      stages: ['legal' as const, 'deal' as const],
      updated: 'week' as const,
      dealType: 'new' as const,
      market: 'NYC',
      city: 'Chicago',
    };
    const chips = filterChips(filters, { CA: 'California' });
    expect(chips.map((chip) => chip.label)).toEqual([
      'Keyword: acme',
      'State: California',
      'State: NY',
      'Stage: Legal',
      'Stage: Deal Complete',
      'Last Updated: This Week',
      'Deal Type: New',
      'Market: NYC',
      'City: Chicago',
    ]);
    expect(chips[1]?.remove).toEqual({ states: ['NY'] });
    expect(chips[3]?.remove).toEqual({ stages: ['deal'] });
    expect(chips[4]?.remove).toEqual({ stages: ['legal'] });
  });
});
