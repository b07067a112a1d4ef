import { act, screen } from '@testing-library/react';

/**
 * The reason shown for a disabled control (see DisabledReason): focuses the wrapper a keyboard user
 * reaches and reads the tooltip that opens.
 */
export async function disabledReasonOf(control: HTMLElement): Promise<string> {
  const wrapper = control.parentElement;
  if (wrapper?.tabIndex !== 0) throw new Error('the control has no reason beside it');
  act(() => wrapper.focus());
  const tooltip = await screen.findByRole('tooltip');
  const text = tooltip.textContent ?? '';
  act(() => wrapper.blur());
  return text;
}
