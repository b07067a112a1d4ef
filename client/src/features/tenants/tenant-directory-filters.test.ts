import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  emptyDirectoryText,
  filtersFromSearchParams,
  industryTabs,
} from './tenant-directory-filters';

describe('tenant directory filters', () => {
  it('reads the tab and search from the URL, empty when absent', () => {
    expect(filtersFromSearchParams(new URLSearchParams('industry=Law&search=smile'))).toEqual({
      industry: 'Law',
      search: 'smile',
    });
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual({ industry: '', search: '' });
  });

  it('writes the filters, dropping empty ones and keeping other parameters', () => {
    const next = applyFilters(new URLSearchParams('industry=Law&other=1'), { industry: '', search: 'ab' });
    expect(next.toString()).toBe('other=1&search=ab');
    expect(applyFilters(next, { industry: 'Dental', search: '   ' }).toString()).toBe(
      'other=1&industry=Dental',
    );
  });

  it('says no tenant matches the search term when a search finds nothing', () => {
    expect(emptyDirectoryText({ search: ' zzz ', industry: '' })).toBe('No tenants match "zzz"');
    expect(emptyDirectoryText({ search: 'zzz', industry: 'Law' })).toBe('No Law tenants match "zzz"');
  });

  it('says the chosen industry has no tenants when a tab is empty', () => {
    expect(emptyDirectoryText({ search: '', industry: 'Dental' })).toBe('No tenants in the Dental industry');
  });

  it('invites adding the first tenant when the portfolio has none', () => {
    expect(emptyDirectoryText({ search: '', industry: '' })).toBe(
      "You don't have any tenants yet. Add your first tenant or upload a rent roll.",
    );
  });

  it('keeps the tab in the URL even when no tenant has that industry any more', () => {
    expect(industryTabs(['Law', 'Retail'], 'Law')).toEqual(['Law', 'Retail']);
    expect(industryTabs(['Law'], 'Dental')).toEqual(['Law', 'Dental']);
    expect(industryTabs(['Law'], '')).toEqual(['Law']);
  });
});
