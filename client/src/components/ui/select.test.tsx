import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, useLongSelect } from './select';

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

  it('a long list renders only the chosen item while closed, and every item once opened', {
    timeout: 20_000,
  }, async () => {
    const buildings = Array.from({ length: 60 }, (_, index) => ({
      id: String(index + 1),
      name: `Building ${index + 1}`,
    }));
    const rendered = new Set<string>();
    function CountedItem({ id, name }: { id: string; name: string }) {
      rendered.add(id);
      return <SelectItem value={id}>{name}</SelectItem>;
    }
    function BuildingSelect() {
      const [value, setValue] = useState('7');
      const list = useLongSelect(value);
      return (
        <Select value={value} onValueChange={setValue} {...list.root}>
          <SelectTrigger aria-label="Building" />
          <SelectContent>
            {buildings
              .filter((building) => list.shows(building.id))
              .map((building) => (
                <CountedItem key={building.id} id={building.id} name={building.name} />
              ))}
          </SelectContent>
        </Select>
      );
    }
    render(<BuildingSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Building' });
    expect(trigger).toHaveTextContent('Building 7');
    // A closed Radix Select still renders its items (off screen): only the chosen one here.
    expect([...rendered]).toEqual(['7']);
    // jsdom lacks scrolling, which an open Radix Select uses to show the chosen item.
    Element.prototype.scrollIntoView ??= () => {};
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('option')).toHaveLength(60);
    expect(rendered.size).toBe(60);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    rendered.clear();
    await user.keyboard('{Tab}');
    expect([...rendered]).toEqual([]);
  });
});
