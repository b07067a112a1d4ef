import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFound } from './not-found';
import { Placeholder } from './placeholder';

describe('Placeholder', () => {
  it('shows its title and the coming-soon texts', () => {
    render(<Placeholder title="Campaign Automation" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign Automation' })).toBeInTheDocument();
    expect(screen.getByText('This feature is coming soon.')).toBeInTheDocument();
    expect(
      screen.getByText("We're working on bringing this feature to life. Check back soon!"),
    ).toBeInTheDocument();
  });
});

describe('NotFound', () => {
  it('says 404 Page Not Found with the router hint', () => {
    render(<NotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  });
});
