import { describe, expect, it } from 'vitest';
import {
  calendarFeedCreateSchema,
  calendarFeedPath,
  calendarFeedScopeQuerySchema,
  criticalDateHref,
} from './calendar-feeds';

describe('calendar feed contracts', () => {
  it('puts the token in a .ics path of its own', () => {
    expect(calendarFeedPath('abc_DEF-123')).toBe('/api/calendar-feeds/abc_DEF-123.ics');
  });

  it('links a critical date to its lease or option', () => {
    expect(criticalDateHref({ target: { type: 'lease', id: 7 } })).toBe('/leases?leaseId=7');
    expect(criticalDateHref({ target: { type: 'option', id: 42 } })).toBe('/options?status=all&option=42');
  });

  it('takes no building (one’s own feed) or a positive whole building id', () => {
    expect(calendarFeedCreateSchema.parse({})).toEqual({});
    expect(calendarFeedCreateSchema.parse({ propertyId: 3 })).toEqual({ propertyId: 3 });
    for (const propertyId of [0, -1, 1.5, '3', null, 2 ** 31]) {
      expect(calendarFeedCreateSchema.safeParse({ propertyId }).success, String(propertyId)).toBe(false);
    }
    expect(calendarFeedScopeQuerySchema.parse({ propertyId: '' })).toEqual({ propertyId: undefined });
    expect(calendarFeedScopeQuerySchema.parse({ propertyId: '12' })).toEqual({ propertyId: 12 });
    expect(calendarFeedScopeQuerySchema.safeParse({ propertyId: 'x' }).success).toBe(false);
  });
});
