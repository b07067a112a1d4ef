import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

/** A form field holding 'yyyy-mm-dd', converted as the forms do (local midnight both ways). */
function Field({ initial, min, max }: { initial: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="due-label">Due Date</span>
      <DatePicker
        labelId="due-label"
        value={value ? parseISO(value) : undefined}
        onChange={(day) => setValue(day ? format(day, 'yyyy-MM-dd') : '')}
        min={min}
        max={max}
      />
      <output aria-label="Held value">{value}</output>
    </>
  );
}

const held = () => screen.getByRole('status', { name: 'Held value' });
const trigger = () => screen.getByRole('button', { name: /^Due Date/ });
const day = (name: string) => screen.getByRole('button', { name });

// Calendar days must not move with the time zone: run where local midnight is far from UTC midnight,
// ahead of it (UTC+14) and behind it (UTC−11).
describe.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('DatePicker in %s', (zone) => {
  beforeAll(() => {
    vi.stubEnv('TZ', zone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('runs in that zone', () => {
    expect(Math.abs(new Date(2026, 2, 4).getTimezoneOffset())).toBeGreaterThanOrEqual(11 * 60);
  });

  it('shows the held day, opens on it focused, and holds exactly the day picked', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-03-04" />);
    expect(trigger()).toHaveAccessibleName('Due Date March 4, 2026');
    await user.click(trigger());
    const picker = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(picker).toBeVisible();
    expect(day('Wednesday, March 4, 2026')).toHaveFocus();
    await user.click(day('Tuesday, March 31, 2026'));
    expect(held()).toHaveTextContent('2026-03-31');
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).toBeNull();
    expect(trigger()).toHaveAccessibleName('Due Date March 31, 2026');
  });

  it('picks from the keyboard across a month and a year', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-12-31" />);
    await user.click(trigger());
    expect(day('Thursday, December 31, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(held()).toHaveTextContent('2027-01-01');
  });

  it('disables the days before min and after max, given as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-03-15" min="2026-03-10" max="2026-03-20" />);
    await user.click(trigger());
    expect(day('Monday, March 9, 2026')).toBeDisabled();
    expect(day('Tuesday, March 10, 2026')).toBeEnabled();
    expect(day('Friday, March 20, 2026')).toBeEnabled();
    expect(day('Saturday, March 21, 2026')).toBeDisabled();
    await user.click(day('Monday, March 9, 2026'));
    expect(held()).toHaveTextContent('2026-03-15');
    await user.click(day('Tuesday, March 10, 2026'));
    expect(held()).toHaveTextContent('2026-03-10');
  });

  it('clears the day with Clear date when not required', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-03-04" />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(held()).toBeEmptyDOMElement();
    expect(trigger()).toHaveTextContent('Pick a date');
  });
});
