import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './nav-items';

describe('isNavItemActive', () => {
  it('highlights an entry when the current path starts with its path', () => {
    expect(isNavItemActive('/deals', '/deals')).toBe(true);
    expect(isNavItemActive('/deals', '/deals/new')).toBe(true);
    expect(isNavItemActive('/portfolio', '/portfolio/anything')).toBe(true);
    expect(isNavItemActive('/leases', '/leases/12/renew')).toBe(true);
  });

  it('does not highlight an entry for a different path', () => {
    expect(isNavItemActive('/tenants', '/deals')).toBe(false);
    expect(isNavItemActive('/deals', '/properties/3')).toBe(false);
    expect(isNavItemActive('/leases', '/lease-comps')).toBe(false);
  });

  it("highlights a detail screen's list entry: Deals for a deal or an opportunity, Portfolio & Properties for a property", () => {
    expect(isNavItemActive('/deals', '/deal-detail/1')).toBe(true);
    expect(isNavItemActive('/deals', '/opportunity-detail/7')).toBe(true);
    expect(isNavItemActive('/portfolio', '/properties/3')).toBe(true);
    expect(isNavItemActive('/portfolio', '/properties')).toBe(true);
    expect(isNavItemActive('/opportunities', '/opportunity-detail/7')).toBe(false);
  });

  it('highlights the root entry only on an exact match', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/deals')).toBe(false);
  });

  it('highlights Stacking Plans on /stacking-plans and on /stacking-plan', () => {
    expect(isNavItemActive('/stacking-plans', '/stacking-plans')).toBe(true);
    expect(isNavItemActive('/stacking-plans', '/stacking-plan')).toBe(true);
    expect(isNavItemActive('/stacking-plans', '/settings')).toBe(false);
  });

  it('lists the eleven entries in order, Analytics between Lease Comps and Settings', () => {
    expect(navItems.map((item) => `${item.label} ${item.path}`)).toEqual([
      'Dashboard /',
      'Portfolio & Properties /portfolio',
      'Tenant Directory /tenants',
      'Lease Documents /leases',
      'Deals /deals',
      'AI Opportunities /opportunities',
      'Campaigns /campaigns',
      'Stacking Plans /stacking-plans',
      'Lease Comps /lease-comps',
      'Analytics /analytics',
      'Settings /settings',
    ]);
  });
});
