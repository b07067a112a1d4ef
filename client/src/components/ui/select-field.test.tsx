import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const classes = [
  { value: 'a', label: 'Class A' },
  { value: 'b', label: 'Class B' },
];

function Chooser({ error, hint, disabled }: { error?: string; hint?: string; disabled?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      id="asset-class"
      label="Asset Class"
      required
      error={error}
      hint={hint}
      disabled={disabled}
      placeholder="Choose a class"
      value={value}
      onValueChange={setValue}
      options={classes}
    />
  );
}

describe('SelectField', () => {
  it('is a combobox named by its label that shows the placeholder, then the choice', async () => {
    render(<Chooser />);
    const select = screen.getByRole('combobox', { name: /Asset Class/ });
    expect(select).toHaveTextContent('Choose a class');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Class B' }));
    expect(select).toHaveTextContent('Class B');
  });

  it('marks itself invalid and is described by its error and its hint', () => {
    render(<Chooser error="Asset class is required" hint="Sets the comps it is compared with." />);
    const select = screen.getByRole('combobox', { name: /Asset Class/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Asset class is required Sets the comps it is compared with.');
  });

  it('is disabled when told, with its hint saying why', () => {
    render(<Chooser disabled hint="Choose a property first." />);
    const select = screen.getByRole('combobox', { name: /Asset Class/ });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Choose a property first.');
  });
});
