import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import { selectUser } from '@bikeship/core/stores';
import { LocaleProvider, ShopRuntimeProvider } from '@bikeship/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountRuntime } from '../runtime/accountRuntime';
import {
  ADA,
  eventsOf,
  FAKE_API_BASE,
  fakeAuthApi,
  fakeToken,
  memoryStorages,
} from '../testing/renderAccount';
import { ADA_IN_FULL, signedInStorages } from '../userMenu/renderUserMenu';
import { SessionModals } from './SessionModals';
import type { SessionEventDetail } from './sessionEvents';

/** The token signedInStorages() stores. */
const STORED_TOKEN = 'header.payload.signature';
const BAD_LOGIN = 'You have entered an invalid username or password';
const INACTIVITY =
  'For your security, you have been logged out due to inactivity. Please LOG IN to enjoy your account benefits.';

/** A round second, so the token's `exp` (whole seconds) falls where the test says. */
const START = new Date('2026-11-25T10:00:00Z');

/**
 * The session modals on a runtime whose token ends `expiresInSeconds` from START, on the fake
 * API; the session store's own loop is started, as the element starts it.
 */
function renderSession(expiresInSeconds: number, onLogIn = vi.fn()) {
  const reload = vi.fn();
  const api = fakeAuthApi({
    'POST /api/Authentication/extend-session': () => ({ token: fakeToken(1200) }),
    'POST /api/Authentication/login': (request) =>
      (request.body as { password: string }).password === 'correct-horse'
        ? { token: fakeToken(1200) }
        : { status: 401, json: { message: BAD_LOGIN } },
    // As the server: extend-session revokes the stored token, so the new user is read with the
    // new one (a stored token here is a 401, which logs out and reloads).
    'GET /api/User': (request) =>
      request.headers.get('authorization') === `Bearer ${STORED_TOKEN}`
        ? { status: 401, json: { message: 'revoked' } }
        : { value: ADA_IN_FULL },
    'POST /api/Authentication/logout': () => ({ status: 200, json: {} }),
  });
  const events = new EventTarget();
  const storages = signedInStorages(expiresInSeconds);
  const runtime = createAccountRuntime({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    events,
    storages,
    reload,
    settings: { locale: 'en-US' },
  });
  runtime.session.getState().start();
  render(
    <LocaleProvider locale="en-US">
      <ShopRuntimeProvider runtime={runtime}>
        <SessionModals onLogIn={onLogIn} />
      </ShopRuntimeProvider>
    </LocaleProvider>,
  );
  return { runtime, api, events, storages, reload, onLogIn };
}

/** Lets the fake clock run, with the promises and renders it sets off. */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const WARNING = 'Your session is about to expire';
const LOGGED_OUT = 'You have been logged out';
const CONFIRM = 'Confirm your password';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session warning (shell §4: first check after 1 s, then every 5 s; 60 s before expiry)', () => {
  it('opens at the first check, 1 s after the start, when 60 s are left', async () => {
    const { runtime } = renderSession(61);
    await elapse(999);
    expect(dialog(WARNING)).toBe(null);
    await elapse(1);
    const warning = dialog(WARNING);
    expect(warning).not.toBe(null);
    expect(within(warning as HTMLElement).getByRole('timer').textContent).toBe(
      'You will be logged out in 60 seconds.',
    );
    runtime.dispose();
  });

  it('checks every 5 s after the first: 66 s left opens nothing until the check at 6 s', async () => {
    const { runtime } = renderSession(66);
    await elapse(5_999);
    expect(dialog(WARNING)).toBe(null);
    await elapse(1);
    expect(dialog(WARNING)).not.toBe(null);
    runtime.dispose();
  });

  it('counts down each second', async () => {
    const { runtime } = renderSession(61);
    await elapse(1_000);
    await elapse(1_000);
    expect(screen.getByRole('timer').textContent).toBe('You will be logged out in 59 seconds.');
    await elapse(58_000);
    expect(screen.getByRole('timer').textContent).toBe('You will be logged out in 1 second.');
    runtime.dispose();
  });

  it('Continue extends the session (extend-session) and closes the modal', async () => {
    const { runtime, api, reload } = renderSession(61);
    await elapse(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await elapse(0);
    await elapse(0);
    expect(api.requests.map((request) => request.path)).toContain(
      '/api/Authentication/extend-session',
    );
    expect(dialog(WARNING)).toBe(null);
    expect(reload).not.toHaveBeenCalled();
    // The new token's 20 minutes: nothing opens at the old end.
    await elapse(120_000);
    expect(dialog(WARNING)).toBe(null);
    expect(dialog(LOGGED_OUT)).toBe(null);
    runtime.dispose();
  });

  it('Logout logs out: token, user and session cleared, bikeship:logout emitted', async () => {
    const { runtime, events, storages } = renderSession(61);
    const logouts = eventsOf(events, 'bikeship:logout');
    await elapse(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await elapse(0);
    expect(dialog(WARNING)).toBe(null);
    expect(runtime.session.getState().token).toBe(null);
    expect(selectUser(runtime.session.getState())).toBe(null);
    expect(storages.local.getItem(SESSION_STORAGE_KEY)).toBe(null);
    expect(logouts).toEqual([{ reason: 'user' }]);
    runtime.dispose();
  });
});

describe('running out (shell §4, §8: logged out, the inactivity modal with Log In)', () => {
  it('logs out at the end and shows the inactivity text and its Log In button', async () => {
    const onLogIn = vi.fn();
    const { runtime, events, storages } = renderSession(61, onLogIn);
    const logouts = eventsOf(events, 'bikeship:logout');
    await elapse(61_000);
    expect(dialog(WARNING)).toBe(null);
    const modal = dialog(LOGGED_OUT) as HTMLElement;
    expect(within(modal).getByText(INACTIVITY)).toBeDefined();
    expect(storages.local.getItem(SESSION_STORAGE_KEY)).toBe(null);
    expect(logouts).toEqual([{ reason: 'inactivity' }]);
    fireEvent.click(within(modal).getByRole('button', { name: 'Log In' }));
    expect(onLogIn).toHaveBeenCalledOnce();
    expect(dialog(LOGGED_OUT)).toBe(null);
    runtime.dispose();
  });
});

describe('confirm your password (shell §4, §8: the timeout-logout flag with a logged-in user)', () => {
  const openConfirm = async () => {
    const session = renderSession(3_600);
    await act(() => session.runtime.session.getState().setTimeoutLogout(true));
    return session;
  };

  it('shows the email fixed and read-only, and the right password closes it', async () => {
    const { runtime, api } = await openConfirm();
    const modal = within(dialog(CONFIRM) as HTMLElement);
    const email = modal.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe(ADA.email);
    expect(email.readOnly).toBe(true);
    fireEvent.input(modal.getByLabelText(/^Password/), { target: { value: 'correct-horse' } });
    fireEvent.click(modal.getByRole('button', { name: 'Confirm' }));
    await elapse(0);
    await elapse(0);
    expect(dialog(CONFIRM)).toBe(null);
    expect(api.requests.find((request) => request.path.endsWith('/login'))?.body).toEqual({
      email: ADA.email,
      password: 'correct-horse',
    });
    expect(selectUser(runtime.session.getState())?.email).toBe(ADA.email);
    runtime.dispose();
  });

  it('a wrong password keeps it open with the login failure text and the field marked', async () => {
    const { runtime } = await openConfirm();
    const modal = within(dialog(CONFIRM) as HTMLElement);
    fireEvent.input(modal.getByLabelText(/^Password/), { target: { value: 'wrong-horse' } });
    fireEvent.click(modal.getByRole('button', { name: 'Confirm' }));
    await elapse(0);
    await elapse(0);
    expect(modal.getByRole('alert').textContent).toBe(BAD_LOGIN);
    expect(modal.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(dialog(CONFIRM)).not.toBe(null);
    runtime.dispose();
  });

  it('Logout logs out and reloads', async () => {
    const { runtime, reload, storages } = await openConfirm();
    fireEvent.click(within(dialog(CONFIRM) as HTMLElement).getByRole('button', { name: 'Logout' }));
    await elapse(0);
    expect(reload).toHaveBeenCalledOnce();
    expect(storages.local.getItem(SESSION_STORAGE_KEY)).toBe(null);
    expect(dialog(CONFIRM)).toBe(null);
    runtime.dispose();
  });
});

describe('bikeship:session (README: the session changes a page hears of)', () => {
  /** When a token made at START by fakeToken(seconds) ends, as the event says it. */
  const endsAt = (seconds: number, from = START.getTime()) =>
    new Date(from + seconds * 1000).toISOString();

  it('restored when the element starts on a session already there (a reload, another page)', () => {
    const events = new EventTarget();
    const changes = eventsOf<SessionEventDetail>(events, 'bikeship:session');
    const runtime = createAccountRuntime({
      apiBase: FAKE_API_BASE,
      fetch: fakeAuthApi({}).fetch,
      events,
      storages: signedInStorages(1200),
      settings: { locale: 'en-US' },
    });
    expect(changes).toEqual([
      { change: 'restored', userId: ADA.id, expiresAt: endsAt(1200), secondsLeft: null },
    ]);
    runtime.dispose();
  });

  it("signed-in on a login, with the new token's end and the customer", async () => {
    const api = fakeAuthApi({
      'POST /api/Authentication/login': () => ({ token: fakeToken(1200) }),
      'GET /api/User': () => ({ value: ADA_IN_FULL }),
    });
    const events = new EventTarget();
    const runtime = createAccountRuntime({
      apiBase: FAKE_API_BASE,
      fetch: api.fetch,
      events,
      storages: memoryStorages(),
      settings: { locale: 'en-US' },
    });
    const changes = eventsOf<SessionEventDetail>(events, 'bikeship:session');
    await runtime.session.getState().login({ email: ADA.email, password: 'correct-horse' });
    expect(changes).toEqual([
      { change: 'signed-in', userId: ADA.id, expiresAt: endsAt(1200), secondsLeft: null },
    ]);
    runtime.dispose();
  });

  it('warning when the countdown begins, extended on Continue with the new end', async () => {
    const { runtime, events } = renderSession(61);
    const changes = eventsOf<SessionEventDetail>(events, 'bikeship:session');
    await elapse(1_000);
    expect(changes).toEqual([
      { change: 'warning', userId: ADA.id, expiresAt: endsAt(61), secondsLeft: 60 },
    ]);
    // The countdown's ticks are not changes.
    await elapse(3_000);
    expect(changes).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await elapse(0);
    await elapse(0);
    expect(changes.slice(1)).toEqual([
      {
        change: 'extended',
        userId: ADA.id,
        expiresAt: endsAt(1200, START.getTime() + 4_000),
        secondsLeft: null,
      },
    ]);
    runtime.dispose();
  });

  it('logged-out on Log Out in the warning, naming the customer whose session ended', async () => {
    const { runtime, events } = renderSession(61);
    const changes = eventsOf<SessionEventDetail>(events, 'bikeship:session');
    await elapse(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await elapse(0);
    expect(changes.map((change) => change.change)).toEqual(['warning', 'logged-out']);
    expect(changes[1]).toEqual({
      change: 'logged-out',
      userId: ADA.id,
      expiresAt: null,
      secondsLeft: null,
    });
    runtime.dispose();
  });

  it('expired when the session runs out, once, beside bikeship:logout (inactivity)', async () => {
    const { runtime, events } = renderSession(61);
    const changes = eventsOf<SessionEventDetail>(events, 'bikeship:session');
    const logouts = eventsOf(events, 'bikeship:logout');
    await elapse(61_000);
    expect(changes).toEqual([
      { change: 'warning', userId: ADA.id, expiresAt: endsAt(61), secondsLeft: 60 },
      { change: 'expired', userId: ADA.id, expiresAt: null, secondsLeft: null },
    ]);
    expect(logouts).toEqual([{ reason: 'inactivity' }]);
    runtime.dispose();
  });
});
