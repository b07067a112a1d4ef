import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarProps, calendarRange, calendarYearSpan } from './calendar';

const day = (name: string) => screen.getByRole('button', { name });
const grid = (name: string) => screen.getByRole('grid', { name });
const cellOf = (button: HTMLElement) => button.closest('td');

function Controlled({
  initial = new Date(2026, 2, 4),
  onSelect = vi.fn(),
  ...props
}: Partial<Omit<CalendarProps, 'selected' | 'onSelect'>> & {
  /** The day selected at first; null for none. */
  initial?: Date | null;
  onSelect?: (day?: Date) => void;
}) {
  const [value, setValue] = useState<Date | undefined>(initial ?? undefined);
  return (
    <Calendar
      {...props}
      selected={value}
      onSelect={(next) => {
        onSelect(next);
        setValue(next);
      }}
    />
  );
}

describe('Calendar', () => {
  it('shows the selected month, weeks starting on Sunday, and the selected day selected', () => {
    render(<Controlled />);
    expect(grid('March 2026')).toBeVisible();
    // The weekday row is for the eye; each day's name carries its weekday for screen readers.
    const weekdays = [...grid('March 2026').querySelectorAll('thead th')];
    expect(weekdays.map((th) => th.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(cellOf(day('Wednesday, March 4, 2026'))).toHaveAttribute('aria-selected', 'true');
    expect(day('Wednesday, March 4, 2026')).toHaveAttribute('tabindex', '0');
    expect(day('Thursday, March 5, 2026')).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus with the arrow keys and Page Down, and picks with Enter', async () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    day('Wednesday, March 4, 2026').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('Thursday, March 5, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('Thursday, March 12, 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(grid('April 2026')).toBeVisible();
    expect(day('Sunday, April 12, 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2026, 3, 12));
  });

  it('deselects the selected day when picked again, unless required', async () => {
    const onSelect = vi.fn();
    const { unmount } = render(<Controlled onSelect={onSelect} />);
    await userEvent.click(day('Wednesday, March 4, 2026'));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
    unmount();

    const required = vi.fn();
    render(<Controlled required onSelect={required} />);
    await userEvent.click(day('Wednesday, March 4, 2026'));
    expect(required).toHaveBeenLastCalledWith(new Date(2026, 2, 4));
    expect(cellOf(day('Wednesday, March 4, 2026'))).toHaveAttribute('aria-selected', 'true');
  });

  it('pages months with the Previous and Next buttons', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid('April 2026')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(grid('February 2026')).toBeVisible();
  });

  it('goes to the year and month chosen in the dropdowns, and a day there is picked exactly', async () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(year).toHaveValue('2026');
    await userEvent.selectOptions(year, '2031');
    expect(grid('March 2031')).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'August');
    expect(grid('August 2031')).toBeVisible();
    await userEvent.click(day('Friday, August 15, 2031'));
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2031, 7, 15));
  });

  it(`offers ${calendarYearSpan} years either side of today in the year dropdown`, () => {
    render(<Controlled />);
    const years = within(screen.getByRole('combobox', { name: 'Year' }))
      .getAllByRole('option')
      .map((option) => Number(option.textContent));
    const thisYear = new Date().getFullYear();
    expect(years[0]).toBe(thisYear - calendarYearSpan);
    expect(years.at(-1)).toBe(thisYear + calendarYearSpan);
    expect(years).toHaveLength(2 * calendarYearSpan + 1);
  });

  it('disables the days outside min and max: they cannot be picked, by click or keyboard', async () => {
    const onSelect = vi.fn();
    render(
      <Controlled
        initial={new Date(2026, 2, 12)}
        min={new Date(2026, 2, 10)}
        max={new Date(2026, 2, 20)}
        onSelect={onSelect}
      />,
    );
    for (const name of ['Monday, March 9, 2026', 'Saturday, March 21, 2026', 'Sunday, March 1, 2026']) {
      expect(day(name)).toBeDisabled();
      expect(cellOf(day(name))).toHaveAttribute('data-disabled', 'true');
    }
    await userEvent.click(day('Monday, March 9, 2026'));
    await userEvent.click(day('Saturday, March 21, 2026'));
    expect(onSelect).not.toHaveBeenCalled();

    // Arrows stop at the last day that can be picked.
    day('Thursday, March 12, 2026').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(day('Thursday, March 19, 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2026, 2, 19));

    await userEvent.click(day('Tuesday, March 10, 2026'));
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2026, 2, 10));
    // Months and years outside min…max are not offered.
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(screen.getByRole('combobox', { name: 'Year' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026']);
  });

  it('opens on the month of min when today is before it, with min in the tab order', () => {
    const later = new Date(new Date().getFullYear() + 5, 6, 14);
    render(<Controlled initial={null} min={later} />);
    expect(grid(`July ${later.getFullYear()}`)).toBeVisible();
    expect(day(format(later, 'EEEE, MMMM d, yyyy'))).toHaveAttribute('tabindex', '0');
  });
});

describe('calendarRange', () => {
  const today = new Date(2026, 5, 15);

  it('spans the years either side of today, narrowed to min and max', () => {
    expect(calendarRange(today)).toEqual({
      start: new Date(2026 - calendarYearSpan, 0, 1),
      end: new Date(2026 + calendarYearSpan, 11, 31, 23, 59, 59, 999),
    });
    const min = new Date(2026, 0, 10);
    const max = new Date(2031, 2, 1);
    expect(calendarRange(today, undefined, min, max)).toEqual({ start: min, end: max });
  });

  it('widens to a selected day outside it, so the selection can be seen', () => {
    const selected = new Date(2025, 11, 31);
    const min = new Date(2026, 0, 10);
    expect(calendarRange(today, selected, min).start).toEqual(selected);
  });
});
