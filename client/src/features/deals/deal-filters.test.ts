import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  applyView,
  emptyDealFilters,
  filtersFromSearchParams,
  filtersToQuery,
  hasActiveFilters,
  onlyStageFilter,
  viewFromSearchParams,
} from './deal-filters';

describe('deal filters in the URL', () => {
  it('reads every filter the API knows', () => {
    const params = new URLSearchParams(
      'keyword=acme&states=CA,ny&stage=loi&updated=week&dealType=renewal&market=NYC&city=New%20York&lead=me',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      keyword: 'acme',
      states: ['CA', 'NY'],
      stages: ['loi'],
      updated: 'week',
      dealType: 'renewal',
      market: 'NYC',
      city: 'New York',
      lead: 'me',
    });
    expect(filtersFromSearchParams(new URLSearchParams('lead=12')).lead).toBe(12);
  });

  it('ignores values the API would reject', () => {
    const params = new URLSearchParams(
      'states=California,,X1&stage=won&updated=year&dealType=sale&market=%20&lead=you',
    );
    expect(filtersFromSearchParams(params)).toEqual(emptyDealFilters);
  });

  it('builds the API query from the set filters only, keyword trimmed', () => {
    const query = filtersToQuery({
      ...emptyDealFilters,
      keyword: '  tower ',
      states: ['TX', 'CA'],
      stages: ['deal'],
    });
    expect(query.toString()).toBe('keyword=tower&states=TX%2CCA&stage=deal');
    expect(filtersToQuery(emptyDealFilters).toString()).toBe('');
    expect(filtersToQuery({ ...emptyDealFilters, city: 'Chicago', lead: 4 }).toString()).toBe(
      'city=Chicago&lead=4',
    );
  });

  it('reads several stages from one stage param, in pipeline order, ignoring unknown ones', () => {
    const read = (search: string) => filtersFromSearchParams(new URLSearchParams(search)).stages;
    expect(read('stage=legal,lease_execution')).toEqual(['legal', 'lease_execution']);
    expect(read('stage=legal%2Clease_execution')).toEqual(['legal', 'lease_execution']);
    expect(read('stage=idle,inquiry')).toEqual(['inquiry', 'idle']);
    expect(read('stage=legal,won,,Legal')).toEqual(['legal']);
    expect(read('stage=won')).toEqual([]);
    expect(read('')).toEqual([]);
  });

  it('sends several stages as one stage param, in pipeline order, and reads back what it writes', () => {
    const query = filtersToQuery({ ...emptyDealFilters, stages: ['lease_execution', 'legal'] });
    expect(query.getAll('stage')).toEqual(['legal,lease_execution']);
    expect(`/api/opportunities?${filtersToQuery({ ...emptyDealFilters, stages: ['idle', 'legal'] })}`).toBe(
      '/api/opportunities?stage=legal%2Cidle',
    );
    const applied = applyFilters(new URLSearchParams('view=board'), {
      ...emptyDealFilters,
      stages: ['legal', 'lease_execution'],
    });
    expect(filtersFromSearchParams(applied).stages).toEqual(['legal', 'lease_execution']);
    expect(applied.get('view')).toBe('board');
  });

  it('replaces the filters but keeps the view and other params', () => {
    const params = new URLSearchParams('view=board&stage=loi&tenantId=3');
    const next = applyFilters(params, { ...emptyDealFilters, market: 'NYC' });
    expect(next.toString()).toBe('view=board&tenantId=3&market=NYC');
  });

  it('keeps the view in the URL only when it is the board', () => {
    expect(viewFromSearchParams(new URLSearchParams('view=board'))).toBe('board');
    expect(viewFromSearchParams(new URLSearchParams('view=cards'))).toBe('table');
    expect(applyView(new URLSearchParams('view=board&stage=loi'), 'table').toString()).toBe('stage=loi');
  });

  it('tells whether only the stage is filtered', () => {
    expect(hasActiveFilters(emptyDealFilters)).toBe(false);
    expect(onlyStageFilter({ ...emptyDealFilters, stages: ['loi'] })).toBe(true);
    expect(onlyStageFilter({ ...emptyDealFilters, stages: ['legal', 'idle'] })).toBe(true);
    expect(onlyStageFilter({ ...emptyDealFilters, stages: ['loi'], keyword: 'a' })).toBe(false);
    expect(onlyStageFilter({ ...emptyDealFilters, keyword: ' ' })).toBe(false);
  });
});
