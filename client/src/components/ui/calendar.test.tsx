import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './calendar';

const day = (name: string) => screen.getByRole('button', { name });

function Controlled({
  required = false,
  onSelect = vi.fn(),
}: {
  required?: boolean;
  onSelect?: (d?: Date) => void;
}) {
  const [value, setValue] = useState<Date | undefined>(new Date(2026, 2, 4));
  return (
    <Calendar
      selected={value}
      required={required}
      onSelect={(next) => {
        onSelect(next);
        setValue(next);
      }}
    />
  );
}

describe('Calendar', () => {
  it('shows the selected month, weeks starting on Sunday, and the selected day pressed', () => {
    render(<Controlled />);
    expect(screen.getByRole('table', { name: 'March 2026' })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
    expect(day('Wednesday, March 4, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Wednesday, March 4, 2026')).toHaveAttribute('tabindex', '0');
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
    expect(screen.getByRole('table', { name: 'April 2026' })).toBeVisible();
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
    expect(day('Wednesday, March 4, 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages months with the Previous and Next buttons', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'April 2026' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'February 2026' })).toBeVisible();
  });
});
