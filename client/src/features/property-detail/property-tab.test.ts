import { describe, expect, it } from 'vitest';
import { propertyTabFrom } from './property-tab';

describe('property screen URL state', () => {
  it('opens the tab named in the URL, else Overview', () => {
    expect(propertyTabFrom('spaces')).toBe('spaces');
    expect(propertyTabFrom('leases')).toBe('leases');
    expect(propertyTabFrom(null)).toBe('overview');
    expect(propertyTabFrom('calendar')).toBe('overview');
  });
});
