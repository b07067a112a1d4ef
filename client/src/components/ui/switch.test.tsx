import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Label } from './label';
import { Switch } from './switch';

function Labelled() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch id="tour" checked={on} onCheckedChange={setOn} />
      <Label htmlFor="tour">Log as Tour</Label>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label that toggles on click and from the label', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const toggle = screen.getByRole('switch', { name: 'Log as Tour' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('Log as Tour'));
    expect(toggle).not.toBeChecked();
  });
});
