import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type Ref, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { textDebounceMs } from '@/lib/use-debounced-text';
import { KeywordFilter, type KeywordFilterHandle } from './keyword-filter';

/** A filter bar whose committed keyword round-trips like the URL's. */
function Harness({
  initial = '',
  onCommit,
  handle,
  debounceMs,
}: {
  initial?: string;
  onCommit: (keyword: string) => void;
  handle?: Ref<KeywordFilterHandle>;
  debounceMs?: number;
}) {
  const [keyword, setKeyword] = useState(initial);
  return (
    <>
      <KeywordFilter
        id="keyword"
        label="Keyword"
        placeholder="Tenant, property or suite"
        value={keyword}
        onChange={(next) => {
          onCommit(next);
          setKeyword(next);
        }}
        ref={handle}
        debounceMs={debounceMs}
      />
      <output aria-label="Committed">{keyword}</output>
    </>
  );
}

describe('KeywordFilter', () => {
  it('is a search box named by its label, with its placeholder', () => {
    render(<Harness initial="Acme" onCommit={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    expect(box).toHaveValue('Acme');
    expect(box).toBe(screen.getByPlaceholderText('Tenant, property or suite'));
  });

  it('commits the typed keyword once, after the debounce', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'Plaza');
    expect(onCommit).not.toHaveBeenCalled();
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('Plaza'), { timeout: textDebounceMs * 5 });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Committed')).toHaveTextContent('Plaza');
  });

  it('commits every keystroke at once when a screen asks for no debounce', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} debounceMs={0} />);
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'Pla');
    expect(onCommit.mock.calls).toEqual([['P'], ['Pl'], ['Pla']]);
    expect(screen.getByLabelText('Committed')).toHaveTextContent('Pla');
  });

  it('commits at once on Enter', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'Suite 200{Enter}');
    expect(onCommit).toHaveBeenCalledWith('Suite 200');
  });

  it('clearing the box commits an empty keyword', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial="Acme" onCommit={onCommit} />);
    await user.clear(screen.getByRole('searchbox', { name: 'Keyword' }));
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith(''), { timeout: textDebounceMs * 5 });
    expect(screen.getByLabelText('Committed')).toBeEmptyDOMElement();
  });

  it('reset empties the box and drops text not yet committed', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    const handle = createRef<KeywordFilterHandle>();
    render(<Harness onCommit={onCommit} handle={handle} />);
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    await user.type(box, 'Pla');
    act(() => handle.current?.reset());
    expect(box).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, textDebounceMs * 2));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
