import { describe, expect, it } from 'vitest';
import {
  dealsPathForStages,
  formatStageFilter,
  inPipelineOrder,
  isDealStage,
  readStageFilter,
} from './deal-stage-filter';
import { dealStages } from './deal-stages';

describe('the stage filter in a URL (stage=legal,lease_execution)', () => {
  it('writes the stages joined by commas, in pipeline order, each once', () => {
    expect(formatStageFilter(['lease_execution', 'legal', 'legal'])).toBe('legal,lease_execution');
    expect(formatStageFilter(['idle', 'inquiry'])).toBe('inquiry,idle');
    expect(formatStageFilter(['loi'])).toBe('loi');
    expect(formatStageFilter([])).toBe('');
  });

  it('reads back what it writes, for every stage', () => {
    expect(readStageFilter(formatStageFilter(dealStages))).toEqual([...dealStages]);
    expect(readStageFilter('legal,lease_execution')).toEqual(['legal', 'lease_execution']);
    expect(readStageFilter('loi')).toEqual(['loi']);
  });

  it('puts what it reads in pipeline order, each stage once', () => {
    expect(readStageFilter('idle,dead,legal,dead')).toEqual(['legal', 'dead', 'idle']);
    expect(inPipelineOrder(['deal', 'inquiry', 'deal'])).toEqual(['inquiry', 'deal']);
  });

  it('ignores unknown and empty parts, as the pipeline ignores any filter value it cannot use', () => {
    expect(readStageFilter('legal,won,,LOI, touring ')).toEqual(['touring', 'legal']);
    expect(readStageFilter('bogus')).toEqual([]);
    expect(readStageFilter('')).toEqual([]);
    expect(readStageFilter(null)).toEqual([]);
    expect(isDealStage('idle')).toBe(true);
    expect(isDealStage('Legal')).toBe(false);
  });

  it('builds the pipeline link for the stages', () => {
    expect(dealsPathForStages(['lease_execution', 'legal'])).toBe('/deals?stage=legal,lease_execution');
    expect(dealsPathForStages(['idle'])).toBe('/deals?stage=idle');
    expect(dealsPathForStages([])).toBe('/deals');
    // The browser's own reading of the link gives back the same stages.
    const link = new URL(dealsPathForStages(['legal', 'lease_execution']), 'http://app.test');
    expect(readStageFilter(link.searchParams.get('stage'))).toEqual(['legal', 'lease_execution']);
  });
});
