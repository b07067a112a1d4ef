import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('announces the message as an alert', () => {
    render(<FormAlert message="The deal could not be created. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The deal could not be created. Please try again.');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FormAlert message={undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
