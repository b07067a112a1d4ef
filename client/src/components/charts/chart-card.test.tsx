import { parseCsv } from '@common/csv';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, formatNumber } from '@/lib/format-number';
import { ChartCard } from './chart-card';
import { type ChartTable, chartFileName, chartTableToCsv, csvPercent, dateTicks } from './chart-data';

type Row = { year: string; rsf: number; rent: number; share: number };

const rows: Row[] = [
  { year: '2026', rsf: 12_500, rent: 437_500.5, share: 0.18345 },
  { year: '2027', rsf: 0, rent: 0, share: 0 },
  { year: 'Q1 "2028", early', rsf: 1_234_567, rent: 40_000_000, share: 0.5 },
];

const table: ChartTable<Row> = {
  caption: 'RSF expiring per year',
  columns: [
    { header: 'Year', value: (row) => row.year },
    {
      header: 'RSF (sf)',
      value: (row) => row.rsf,
      format: (value) => formatNumber(Number(value)),
      numeric: true,
    },
    {
      header: 'Annual rent ($)',
      value: (row) => row.rent,
      format: (value) => formatMoney(Number(value)),
      numeric: true,
    },
    {
      header: 'Share of RSF (%)',
      value: (row) => row.share,
      format: (value) => `${formatNumber(Number(value) * 100, 1)}%`,
      csv: (row) => csvPercent(row.share),
      numeric: true,
    },
  ],
  rows,
};

function renderCard() {
  return render(
    <ChartCard
      title="Lease expiration schedule"
      answer="18% expires by 2028."
      status={{ kind: 'ready' }}
      table={table}
    >
      <div data-testid="chart">the chart</div>
    </ChartCard>,
  );
}

describe('ChartCard', () => {
  it('swaps the chart for a table of the same numbers with a pressed toggle, and back', async () => {
    const user = userEvent.setup();
    renderCard();
    const region = screen.getByRole('region', { name: 'Lease expiration schedule' });
    expect(within(region).getByText('18% expires by 2028.')).toBeVisible();
    const toggle = within(region).getByRole('button', { name: 'Table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(region).queryByRole('table')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const grid = within(region).getByRole('table', { name: 'RSF expiring per year' });
    const [head, ...body] = within(grid).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(table.columns.map((column) => column.header));
    expect(body).toHaveLength(rows.length);
    // Each row is headed by its first cell, then the formatted numbers.
    expect(within(body[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2026');
    expect(
      within(body[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatNumber(12_500), formatMoney(437_500.5), '18.3%']);
    // The chart stays mounted (for the image exports) but hidden from everyone.
    expect(screen.getByTestId('chart').parentElement).toHaveAttribute('aria-hidden', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(region).queryByRole('table')).toBeNull();
  });

  it('exports the table as CSV: the headings, then the unformatted numbers', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Export Lease expiration schedule' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV data' }));

    expect(clicks).toEqual(['lease-expiration-schedule.csv']);
    // A BOM first, so spreadsheets read the file as UTF-8 (Blob.text() would drop it).
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(parseCsv(text)).toEqual([
      ['Year', 'RSF (sf)', 'Annual rent ($)', 'Share of RSF (%)'],
      ['2026', '12500', '437500.5', '18.35'],
      ['2027', '0', '0', '0'],
      ['Q1 "2028", early', '1234567', '40000000', '50'],
    ]);
    expect(text).toBe(`\uFEFF${chartTableToCsv(table)}`);
  });

  it('shows a skeleton, an error with a retry, or an empty state instead of the chart', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <ChartCard title="Occupancy" status={{ kind: 'loading' }} table={table}>
        <div data-testid="chart" />
      </ChartCard>,
    );
    expect(screen.getByRole('region', { name: 'Occupancy' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Table' })).toBeNull();

    rerender(
      <ChartCard title="Occupancy" status={{ kind: 'error', onRetry }} table={table}>
        <div data-testid="chart" />
      </ChartCard>,
    );
    expect(screen.getByText('Could not load the occupancy.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(
      <ChartCard title="Occupancy" status={{ kind: 'empty', title: 'No suites in this scope' }} table={table}>
        <div data-testid="chart" />
      </ChartCard>,
    );
    expect(screen.getByText('No suites in this scope')).toBeVisible();
    expect(screen.queryByTestId('chart')).toBeNull();
  });
});

describe('chart data helpers', () => {
  it('names files after the title', () => {
    expect(chartFileName('WALT by building')).toBe('walt-by-building');
    expect(chartFileName('Dead-deal reasons!')).toBe('dead-deal-reasons');
    expect(chartFileName('%%')).toBe('chart');
  });

  it('puts time ticks on the first of a month, at most the asked number, aligned to the year', () => {
    const from = new Date(2021, 1, 10).getTime();
    const to = new Date(2025, 4, 3).getTime();
    const ticks = dateTicks(from, to, 8).map((tick) => new Date(tick));
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.length).toBeLessThanOrEqual(8);
    for (const tick of ticks) {
      expect(tick.getDate()).toBe(1);
      expect(tick.getTime()).toBeGreaterThanOrEqual(from);
      expect(tick.getTime()).toBeLessThanOrEqual(to);
    }
    // Over four years, one tick a year: every January 1 inside the range.
    expect(ticks.map((tick) => `${tick.getFullYear()}-${tick.getMonth() + 1}`)).toEqual([
      '2022-1',
      '2023-1',
      '2024-1',
      '2025-1',
    ]);
    expect(dateTicks(to, from)).toEqual([]);
  });
});
