import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn, signedOut, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render-route';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const answer = (status: number, message: string) => () =>
  Response.json({ message }, { status, statusText: 'Error' });

describe('sign-in screen', () => {
  it('shows "Invalid username or password" in an alert when the server answers 401', async () => {
    stubApi({
      'GET /api/user': signedOut,
      'POST /api/auth/login': answer(401, 'Invalid username or password'),
    });
    renderRoute('/login');
    await fillAndSubmit('demo', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the server's message when sign-in is rate-limited", async () => {
    stubApi({
      'GET /api/user': signedOut,
      'POST /api/auth/login': answer(429, 'Too many sign-in attempts. Please wait a minute and try again.'),
    });
    renderRoute('/login');
    await fillAndSubmit('demo', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a minute and try again.',
    );
  });

  it('shows a general message for any other failure', async () => {
    stubApi({ 'GET /api/user': signedOut, 'POST /api/auth/login': answer(500, 'Internal Server Error') });
    renderRoute('/login');
    await fillAndSubmit('demo', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to sign in. Please try again.');
  });

  it("shows the form's own messages for empty fields without calling the server", async () => {
    const fetchMock = stubApi({ 'GET /api/user': signedOut });
    renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/login'))).toBe(false);
  });

  it('disables Sign in while the request runs, then goes to the page in next', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubApi({
      'GET /api/user': signedOut,
      'POST /api/auth/login': async () => {
        await pending;
        return Response.json({ user: demoUser });
      },
    });
    const { router } = renderRoute('/login?next=%2Fdeals%3Fstage%3Dloi');
    await fillAndSubmit('demo', 'demo1234');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deal Pipeline' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/deals?stage=loi');
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ username: 'demo', password: 'demo1234' });
  });

  it('ignores a next that points to another site', async () => {
    stubApi({ 'GET /api/user': signedOut, 'POST /api/auth/login': signedIn() });
    const { router } = renderRoute('/login?next=%2F%2Fevil.example');
    await fillAndSubmit('demo', 'demo1234');
    expect(
      await screen.findByRole('heading', { name: /^Good (Morning|Afternoon|Evening), Demo User$/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('never asks the server who is signed in (a signed-out visitor would get a 401)', async () => {
    const fetchMock = stubApi({ 'GET /api/user': signedOut });
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to LeaseLens' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/user'))).toBe(false);
  });

  it('sends a visitor the app already knows to be signed in on to the home screen', async () => {
    stubApi({ 'GET /api/user': signedIn() });
    const { router } = renderRoute('/deals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deal Pipeline' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    expect(
      await screen.findByRole('heading', { name: /^Good (Morning|Afternoon|Evening), Demo User$/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
