import { describe, expect, it } from 'vitest';
import { emptyDealFilters } from './deal-filters';
import { applySort, ariaSortOf, nextSort, sortFromSearchParams } from './deal-sort';
import { applyViewQuery, pipelineQuery, sameQuery } from './pipeline-query';

describe('the pipeline sort', () => {
  it('reads the URL order, defaulting the direction per field and ignoring unknown fields', () => {
    expect(sortFromSearchParams(new URLSearchParams('sort=ner&dir=desc'))).toEqual({
      field: 'ner',
      dir: 'desc',
    });
    expect(sortFromSearchParams(new URLSearchParams('sort=prospectName'))).toEqual({
      field: 'prospectName',
      dir: 'asc',
    });
    expect(sortFromSearchParams(new URLSearchParams('sort=rent&dir=asc'))).toBeNull();
  });

  it('sorts a new column its first way, and the same column the other way', () => {
    expect(nextSort(null, 'squareFeet')).toEqual({ field: 'squareFeet', dir: 'asc' });
    expect(nextSort({ field: 'squareFeet', dir: 'asc' }, 'squareFeet')).toEqual({
      field: 'squareFeet',
      dir: 'desc',
    });
    // With no sort in the URL the list is newest first, so Last Updated flips to oldest first.
    expect(nextSort(null, 'lastActivity')).toEqual({ field: 'lastActivity', dir: 'asc' });
    expect(ariaSortOf(null, 'lastActivity')).toBe('descending');
    expect(ariaSortOf(null, 'ner')).toBe('none');
  });

  it('keeps the other params when the order changes', () => {
    const params = applySort(new URLSearchParams('stage=loi&view=board'), { field: 'stage', dir: 'desc' });
    expect(params.toString()).toBe('stage=loi&view=board&sort=stage&dir=desc');
    expect(applySort(params, null).toString()).toBe('stage=loi&view=board');
  });
});

describe('a saved view query', () => {
  it('is the filters and sort the list asks for', () => {
    const query = pipelineQuery(
      { ...emptyDealFilters, stages: ['loi'], lead: 'me' },
      { field: 'ner', dir: 'desc' },
    );
    expect(query.toString()).toBe('stage=loi&lead=me&sort=ner&dir=desc');
  });

  it('replaces the filters and sort when applied, keeping the board or table', () => {
    const applied = applyViewQuery(
      new URLSearchParams('keyword=old&states=TX&view=board&sort=stage'),
      'lead=me&sort=ner&dir=desc',
    );
    expect(applied.toString()).toBe('view=board&lead=me&sort=ner&dir=desc');
  });

  it('compares by meaning, not by the order of the parameters', () => {
    expect(sameQuery('sort=ner&dir=desc&stage=loi', 'stage=loi&sort=ner&dir=desc')).toBe(true);
    expect(sameQuery('stage=loi', 'stage=loi&sort=ner')).toBe(false);
  });
});
