import { describe, expect, it } from 'vitest';
import { availabilityText } from './space-availability';

const today = '2026-11-22';

describe('availabilityText', () => {
  it('shows when the current lease ends and who holds it', () => {
    const space = {
      dateAvailable: null,
      currentLease: { id: 1, tenant: { id: 2, name: 'Acme' }, endDate: '2027-03-31' },
    };
    expect(availabilityText(space, today)).toEqual({ text: 'Lease ends 03/31/2027', detail: 'Acme' });
  });

  it('shows a future availability date', () => {
    expect(availabilityText({ dateAvailable: '2027-01-15', currentLease: null }, today)).toEqual({
      text: 'Available 01/15/2027',
      detail: null,
    });
  });

  it('says now when the date has passed or is unknown', () => {
    expect(availabilityText({ dateAvailable: '2026-03-01', currentLease: null }, today).text).toBe(
      'Available now',
    );
    expect(availabilityText({ dateAvailable: today, currentLease: null }, today).text).toBe('Available now');
    expect(availabilityText({ dateAvailable: null, currentLease: null }, today).text).toBe('Available now');
  });
});
