import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkFile, FileDrop } from './file-drop';

const csvFile = (content: string, name = 'roll.csv', type = 'text/csv') =>
  new File([content], name, { type });

describe('checkFile', () => {
  it('accepts a file of an accepted type within the size limit', () => {
    expect(
      checkFile({ name: 'roll.CSV', type: '', size: 10 }, { accept: '.csv,text/csv', maxBytes: 100 }),
    ).toBeNull();
    expect(checkFile({ name: 'x', type: 'image/png', size: 10 }, { accept: 'image/*' })).toBeNull();
  });

  it('refuses another type, an empty file and a file over the limit, saying why', () => {
    expect(checkFile({ name: 'roll.xlsx', type: '', size: 10 }, { accept: '.csv,text/csv' })).toBe(
      '"roll.xlsx" is not a supported file. Choose a .csv file.',
    );
    expect(checkFile({ name: 'a.csv', type: '', size: 0 }, { accept: '.csv' })).toBe('"a.csv" is empty.');
    expect(checkFile({ name: 'a.csv', type: '', size: 1_500_000 }, { maxBytes: 1024 * 1024 })).toBe(
      '"a.csv" is 1.4 MB; the limit is 1 MB.',
    );
  });
});

describe('FileDrop', () => {
  it('reports a chosen file through its labelled input', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    render(<FileDrop label="Rent roll file" accept=".csv" maxBytes={100} onFileChange={onFileChange} />);
    const file = csvFile('a,b\n1,2\n');
    await user.upload(screen.getByLabelText('Rent roll file'), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over the limit with a message and reports nothing', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    render(<FileDrop label="Rent roll file" accept=".csv" maxBytes={4} onFileChange={onFileChange} />);
    await user.upload(screen.getByLabelText('Rent roll file'), csvFile('too long'));
    expect(screen.getByRole('alert')).toHaveTextContent('"roll.csv" is 8 bytes; the limit is 4 bytes.');
    expect(onFileChange).toHaveBeenCalledWith(null);
    expect(screen.getByLabelText('Rent roll file')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the chosen file and removes it', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    render(<FileDrop label="Rent roll file" file={csvFile('abc')} onFileChange={onFileChange} />);
    expect(screen.getByText('roll.csv')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove file roll.csv' }));
    expect(onFileChange).toHaveBeenCalledWith(null);
  });
});
