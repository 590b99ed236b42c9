import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { act, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, eventsOf, FAKE_API_BASE, fakeToken, renderAccount } from '../testing/renderAccount';

const POPUPS_BLOCKED =
  'Popups are disabled, please check in your blocked popups list or enable them to use this feature';

/** A popup as `window.open` answers it, open until closed. */
function fakePopup() {
  return { closed: false, focus: vi.fn(), close: vi.fn(), location: { href: '' } };
}

/** The popup's postMessage as the page receives it. */
const popupMessage = (data: unknown, origin = FAKE_API_BASE) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

/** The login view with its social sign-in buttons there (they come with the stores). */
async function renderLogin(routes: Parameters<typeof renderAccount>[1] = {}) {
  const rendered = renderAccount('login', routes);
  await screen.findByRole('button', { name: 'Continue with Google' });
  return rendered;
}

/** Clicks a provider's button and waits until the popup's token is listened for. */
async function signInWith(name: string) {
  const listeners = vi.spyOn(window, 'addEventListener');
  await userEvent.click(screen.getByRole('button', { name: `Continue with ${name}` }));
  await waitFor(() => expect(listeners).toHaveBeenCalledWith('message', expect.any(Function)));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('social sign-in buttons (shell §2: google, facebook and apple)', () => {
  it('offers Continue with Google, Facebook and Apple on the login view', async () => {
    await renderLogin();
    const group = screen.getByRole('group', { name: 'Or sign in with' });
    expect(group).toBeDefined();
    for (const name of ['Google', 'Facebook', 'Apple']) {
      expect(screen.getByRole('button', { name: `Continue with ${name}` })).toBeDefined();
    }
  });

  it('opens a 500×600 popup on the provider path of the API (shell §4, §9)', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderLogin();
    await signInWith('Facebook');
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] ?? [];
    // Opened on the provider path, or blank and sent there once the client named it.
    expect(popup.location.href || url).toBe(
      `${FAKE_API_BASE}/api/Authentication/external-login/facebook`,
    );
    expect(features).toMatch(/width=500,height=600/);
    expect(screen.getByRole('status').textContent).toBe(
      'Finish signing in with Facebook in the window that opened.',
    );
  });

  it('shows the spec’s message when the browser blocks the popup (shell §8)', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect((await screen.findByRole('alert')).textContent).toBe(POPUPS_BLOCKED);
  });
});

describe('the token handed over by the popup', () => {
  const signedInRoutes = () => ({ 'GET /api/User': () => ({ value: ADA }) });

  it('starts the session as a login does and emits bikeship:login via the provider', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const token = fakeToken();
    const { events, storages, api } = await renderLogin(signedInRoutes());
    const logins = eventsOf(events, 'bikeship:login');
    await signInWith('Google');
    await popupMessage({ token, timestamp: Date.now() });
    expect(await screen.findByRole('heading', { name: 'You are logged in' })).toBeDefined();
    expect(logins).toEqual([
      { userId: 'u-1', email: ADA.email, firstName: 'Ada', lastName: 'Rider', via: 'google' },
    ]);
    // The user is read with the handed-over token, which the session then keeps.
    const userCall = api.requests.find((request) => request.path === '/api/User');
    expect(userCall?.headers.get('authorization')).toBe(`Bearer ${token}`);
    const stored = JSON.parse(storages.local.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.token).toBe(token);
    expect(stored.session.sessionType).toBe(1);
  });

  it('ignores a popup message from a foreign origin', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const { api } = await renderLogin(signedInRoutes());
    await signInWith('Google');
    await popupMessage({ token: fakeToken(), timestamp: Date.now() }, 'https://evil.example');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests.some((request) => request.path === '/api/User')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeDefined();
  });

  it('ignores a token 5 s old or older', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const { api } = await renderLogin(signedInRoutes());
    await signInWith('Google');
    await popupMessage({ token: fakeToken(), timestamp: Date.now() - 5_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests.some((request) => request.path === '/api/User')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeDefined();
  });

  it('says so when the token names no user', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    await renderLogin({ 'GET /api/User': () => ({ status: 401, json: { message: 'no' } }) });
    await signInWith('Apple');
    await popupMessage({ token: fakeToken(), timestamp: Date.now() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with Apple did not complete. Please try again.',
    );
  });

  it('listens only while a sign-in is under way: a token before any click signs nobody in', async () => {
    const { api } = await renderLogin(signedInRoutes());
    await popupMessage({ token: fakeToken(), timestamp: Date.now() });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests.some((request) => request.path === '/api/User')).toBe(false);
  });
});
