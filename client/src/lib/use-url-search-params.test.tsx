import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlSearchParams } from './use-url-search-params';

function Filters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const set = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        current.set(name, value);
        return current;
      },
      { replace: true },
    );
  return (
    <>
      <output>{searchParams.toString()}</output>
      {/* Two writes before the screen is drawn again, as a debounced search followed by a tab click. */}
      <button
        type="button"
        onClick={() => {
          set('search', 'alp');
          set('industry', 'Law');
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => setSearchParams({ page: '2' })}>
        Replace
      </button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/tenants', Component: Filters }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlSearchParams', () => {
  it('builds a second update on the first even before the screen is drawn again', async () => {
    const router = renderAt('/tenants?sort=name');
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(router.state.location.search).toBe('?sort=name&search=alp&industry=Law');
    expect(screen.getByRole('status')).toHaveTextContent('sort=name&search=alp&industry=Law');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows a location it did not write (Back) and replaces the parameters when given an object', async () => {
    const router = renderAt('/tenants?sort=name');
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(router.state.location.search).toBe('?page=2');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent(/^sort=name$/);
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(router.state.location.search).toBe('?sort=name&search=alp&industry=Law');
  });
});
