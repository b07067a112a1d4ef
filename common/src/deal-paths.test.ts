import { describe, expect, it } from 'vitest';
import { dealIdInPath, dealPath, dealTabFrom } from './deal-paths';

describe('links to the deal screen', () => {
  it('builds /deals/:id, with the tab (Overview left out) and an anchor', () => {
    expect(dealPath(12)).toBe('/deals/12');
    expect(dealPath(12, 'overview')).toBe('/deals/12');
    expect(dealPath(12, 'tasks')).toBe('/deals/12?tab=tasks');
    expect(dealPath(12, 'discussion', 'comment-40')).toBe('/deals/12?tab=discussion#comment-40');
  });

  it("reads the tab of a link, the old opportunity screen's names included", () => {
    expect(dealTabFrom('history')).toBe('history');
    expect(dealTabFrom('details')).toBe('overview');
    expect(dealTabFrom('lease-terms')).toBe('proposals');
    expect(dealTabFrom('nonsense')).toBe('overview');
    expect(dealTabFrom(null)).toBe('overview');
  });

  it('finds the deal a stored link opens, old paths too, but not /deals/new', () => {
    expect(dealIdInPath('/deals/12?tab=discussion#comment-40')).toBe(12);
    expect(dealIdInPath('/deal-detail/7#update-3')).toBe(7);
    expect(dealIdInPath('/opportunity-detail/9?tab=tasks')).toBe(9);
    expect(dealIdInPath('/deals/new?tenantId=3')).toBeNull();
    expect(dealIdInPath('/deals')).toBeNull();
    expect(dealIdInPath('/deals/12x')).toBeNull();
  });
});
