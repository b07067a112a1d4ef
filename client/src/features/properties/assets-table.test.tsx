import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AssetsTable } from './assets-table';
import { sumFigures } from './property-figures';
import { property } from './test-fixtures';

function renderTable(items: ReturnType<typeof property>[]) {
  const router = createMemoryRouter(
    [{ path: '/', element: <AssetsTable items={items} totals={sumFigures(items)} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('AssetsTable', () => {
  it('shows WALT by area with WALT by rent under it, per building and for the total', () => {
    renderTable([
      property(1, 'North Tower', {
        walt: { inPlaceSf: 10_000, inPlaceRent: 100_000, byArea: 2, byRent: 1 },
      }),
      property(2, 'South Tower', {
        walt: { inPlaceSf: 30_000, inPlaceRent: 300_000, byArea: 6, byRent: 5 },
      }),
    ]);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['WALT', 'Customer']);
    expect(within(rowOf('North Tower')).getAllByRole('cell').at(-2)).toHaveTextContent(
      /^2.0 yrs1.0 by rent$/,
    );
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(total).getAllByRole('cell').at(-2)).toHaveTextContent(/^5.0 yrs4.0 by rent$/);
  });

  it('says a building without suites has none recorded, across its suite figures, never 0 % vacant', () => {
    renderTable([
      property(1, 'Bare Land', {
        units: 0,
        leasedSf: 0,
        vacantSf: 0,
        vacancyPct: 0,
        availableSf: 0,
        rollingSf10Mo: 0,
        walt: { inPlaceSf: 0, inPlaceRent: 0, byArea: null, byRent: null },
      }),
      property(2, 'Full House'),
    ]);
    const cells = within(rowOf('Bare Land')).getAllByRole('cell');
    const note = cells.find((cell) => cell.textContent === 'No floors or suites recorded');
    expect(note).toHaveAttribute('colspan', '2');
    expect(cells.map((cell) => cell.textContent)).not.toContain('0%');
    expect(cells.at(-2)).toHaveTextContent('—');
    expect(within(rowOf('Full House')).getByText('10%')).toBeInTheDocument();
  });
});
