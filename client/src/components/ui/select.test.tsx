import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger } from './select';

describe('Select', () => {
  it('is a combobox named by its aria-label that shows the chosen item', () => {
    render(
      <Select value="office">
        <SelectTrigger aria-label="Asset Class" />
        <SelectContent>
          <SelectItem value="all">All Classes</SelectItem>
          <SelectItem value="office">Office</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Asset Class' })).toHaveTextContent('Office');
  });

  it('shows the placeholder while nothing is chosen', () => {
    render(
      <Select value="">
        <SelectTrigger aria-label="Asset Type" placeholder="Choose a type" />
        <SelectContent>
          <SelectItem value="core">Core</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Asset Type' })).toHaveTextContent('Choose a type');
  });
});
