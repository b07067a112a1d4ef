import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

describe('Table', () => {
  it('wraps the table in its own horizontal scroll container, with column headers', () => {
    render(
      <Table aria-label="Buildings">
        <TableHeader>
          <TableRow>
            <TableHead>Asset</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Downtown Tower</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Buildings' });
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('columnheader', { name: 'Asset' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: 'Downtown Tower' })).toBeInTheDocument();
  });
});
