import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_ID_PREFIX,
  SESSION_STORAGE_KEY,
  SESSION_TYPE_GUEST,
  SESSION_TYPE_REGISTERED,
} from '../constants';
import { type Search, searchSchema, type User, userSchema } from '../schemas';
import {
  createSessionStore,
  type SessionStoreDeps,
  selectConfirmPasswordOpen,
  selectSessionProfile,
} from './sessionStore';
import type { SessionChannel, SessionSyncEvent } from './sessionSync';
import { fakeLogger, fakeStorage } from './testing';

const START = Date.UTC(2025, 4, 27, 9, 0, 0);
const clock = { now: () => Date.now() };

const userExpiringIn = (seconds: number): User =>
  userSchema.parse({
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    exp: (Date.now() + seconds * 1000) / 1000,
  });

const search = (id: string): Search => searchSchema.parse({ id });

function setup(overrides: Partial<SessionStoreDeps> = {}) {
  const mocks = {
    login: vi.fn<SessionStoreDeps['login']>().mockResolvedValue(false),
    grantOfToken: vi.fn<SessionStoreDeps['grantOfToken']>().mockResolvedValue(false),
    extendSession: vi.fn<SessionStoreDeps['extendSession']>().mockResolvedValue(false),
    signOut: vi.fn<NonNullable<SessionStoreDeps['signOut']>>().mockResolvedValue(undefined),
    reload: vi.fn(),
  };
  const deps: SessionStoreDeps = {
    local: fakeStorage(),
    tab: fakeStorage(),
    ...mocks,
    clock,
    logger: fakeLogger(),
    createId: () => `${SESSION_ID_PREFIX}test`,
    ...overrides,
  };
  return { deps, mocks, store: createSessionStore(deps) };
}

const stored = (storage: { getItem(key: string): string | null }) =>
  JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session start and persistence (shell §4, quote §4, DESIGN §6)', () => {
  it('a guest session is type 0 with a prefixed id and lives in tab storage', () => {
    const { store, deps } = setup();
    store.getState().startGuestSession();
    const { session } = store.getState();
    expect(session?.sessionType).toBe(SESSION_TYPE_GUEST);
    expect(session?.id.startsWith(SESSION_ID_PREFIX)).toBe(true);
    expect(session?.startTime).toBe(START);
    expect(stored(deps.tab).session.id).toBe(session?.id);
    expect(deps.local.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a login starts a registered session (type 1) kept in local storage with its token', async () => {
    const user = userExpiringIn(1200);
    const { store, deps } = setup({
      login: vi.fn<SessionStoreDeps['login']>().mockResolvedValue({ token: 'jwt', user }),
    });
    store.getState().startGuestSession();
    store.getState().rememberSearch(search('s1'));
    expect(await store.getState().login({ email: user.email, password: 'pw' })).toBe(true);
    const { session, token } = store.getState();
    expect(session?.sessionType).toBe(SESSION_TYPE_REGISTERED);
    expect(session?.user?.email).toBe('ada@example.com');
    expect(token).toBe('jwt');
    expect(stored(deps.local).token).toBe('jwt');
    expect(deps.tab.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // the guest's quote in progress survives the login
    expect(session?.searches.map((kept) => kept.id)).toEqual(['s1']);
  });

  it('a token handed over without a login (social sign-in, a password change) starts the registered session as a login does', async () => {
    const user = userExpiringIn(1200);
    const grantOfToken = vi.fn<SessionStoreDeps['grantOfToken']>().mockResolvedValue({
      token: 'sso-jwt',
      user,
    });
    const { store, deps } = setup({ grantOfToken });
    store.getState().startGuestSession();
    store.getState().rememberSearch(search('s1'));
    expect(await store.getState().signInWithToken('sso-jwt')).toBe(true);
    expect(grantOfToken).toHaveBeenCalledWith('sso-jwt');
    const { session, token } = store.getState();
    expect(session?.sessionType).toBe(SESSION_TYPE_REGISTERED);
    expect(session?.user?.email).toBe('ada@example.com');
    expect(token).toBe('sso-jwt');
    expect(stored(deps.local).token).toBe('sso-jwt');
    expect(session?.searches.map((kept) => kept.id)).toEqual(['s1']);
  });

  it('a handed-over token that names no user signs nobody in', async () => {
    const { store } = setup();
    expect(await store.getState().signInWithToken('unknown')).toBe(false);
    expect(store.getState().session).toBeNull();
  });

  it('a wrong password keeps the user logged out', async () => {
    const { store } = setup();
    expect(await store.getState().login({ email: 'a@b.c', password: 'no' })).toBe(false);
    expect(store.getState().session).toBeNull();
  });

  it('reads a still-valid registered session back from local storage on creation', () => {
    const first = setup();
    first.store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });
    const second = setup({ local: first.deps.local });
    expect(second.store.getState().token).toBe('jwt');
    expect(second.store.getState().session?.sessionType).toBe(SESSION_TYPE_REGISTERED);
  });

  it('reads an expired registered session back as logged out', () => {
    const first = setup();
    first.store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(60) });
    vi.setSystemTime(START + 61_000);
    const second = setup({ local: first.deps.local });
    expect(second.store.getState().session).toBeNull();
    expect(second.store.getState().loggedOutModalOpen).toBe(false);
  });

  it('reads a guest session (with its searches) back from tab storage', () => {
    const first = setup();
    first.store.getState().rememberSearch(search('s1'));
    const second = setup({ tab: first.deps.tab });
    expect(second.store.getState().session?.searches.map((kept) => kept.id)).toEqual(['s1']);
  });
});

describe('guest entry (shell §4: name and email only)', () => {
  it('keeps guestEmail and the name, which make the order profile', () => {
    const { store, deps } = setup();
    store.getState().enterAsGuest({ firstName: 'Bo', lastName: 'Ride', email: 'bo@example.com' });
    expect(store.getState().session?.guestEmail).toBe('bo@example.com');
    expect(selectSessionProfile(store.getState())).toEqual({
      email: 'bo@example.com',
      firstName: 'Bo',
      lastName: 'Ride',
    });
    expect(stored(deps.tab).guestName).toEqual({ firstName: 'Bo', lastName: 'Ride' });
    store.getState().clearGuest();
    expect(selectSessionProfile(store.getState())).toBeNull();
  });
});

describe('searches per session (quote §9: at most 3)', () => {
  it('adding a 4th search drops the oldest and makes the new one active', () => {
    const { store } = setup();
    for (const id of ['s1', 's2', 's3', 's4']) store.getState().rememberSearch(search(id));
    const session = store.getState().session;
    expect(session?.searches.map((kept) => kept.id)).toEqual(['s2', 's3', 's4']);
    expect(session?.activeSearch).toBe('s4');
  });

  it('saving a search again replaces it instead of adding a copy', () => {
    const { store } = setup();
    for (const id of ['s1', 's2', 's1']) store.getState().rememberSearch(search(id));
    expect(store.getState().session?.searches.map((kept) => kept.id)).toEqual(['s2', 's1']);
  });
});

describe('a saved profile (shell §7: PUT /api/User answers the user)', () => {
  it('replaces the signed-in user, stored and shared, keeping the token, its expiry and the clock', () => {
    const { store, deps } = setup();
    const user = userExpiringIn(600);
    store.getState().startRegisteredSession({ token: 'tok', user });
    const before = store.getState().session;
    vi.advanceTimersByTime(60_000);
    store.getState().updateUser({ ...user, firstName: 'Augusta', exp: undefined });
    const after = store.getState().session;
    expect(after?.user?.firstName).toBe('Augusta');
    expect(after?.user?.exp).toBe(user.exp);
    expect(after?.startTime).toBe(before?.startTime);
    expect(store.getState().token).toBe('tok');
    expect(stored(deps.local).session.user.firstName).toBe('Augusta');
  });

  it('does nothing without a signed-in user', () => {
    const { store } = setup();
    store.getState().updateUser(userExpiringIn(600));
    expect(store.getState().session).toBeNull();
  });
});

describe('logout and 401 (shell §4, §8)', () => {
  it('logout clears token, user and session in the store and in storage', () => {
    const { store, deps } = setup();
    store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });
    store.getState().logout();
    expect(store.getState()).toMatchObject({ session: null, token: null });
    expect(deps.local.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(deps.signOut).toHaveBeenCalledTimes(1);
  });

  it('a 401 logs a registered user out and reloads', () => {
    const { store, deps } = setup();
    store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });
    store.getState().handleUnauthorized();
    expect(store.getState().session).toBeNull();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a guest changes nothing', () => {
    const { store, deps } = setup();
    store.getState().startGuestSession();
    store.getState().handleUnauthorized();
    expect(store.getState().session?.sessionType).toBe(SESSION_TYPE_GUEST);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('session check, warning and expiry (shell §4)', () => {
  it('nothing runs until start()', () => {
    const { store } = setup();
    store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });
    expect(vi.getTimerCount()).toBe(0);
    store.getState().start();
    expect(vi.getTimerCount()).toBe(1);
    store.getState().stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks first after 1 s, then every 5 s; the warning opens in the last 60 s', () => {
    const { store } = setup();
    // expires at 65 s: inside the warning window from 5 s on, but checks run at 1, 6, 11 s…
    store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(65) });
    store.getState().start();
    vi.advanceTimersByTime(5_999);
    expect(store.getState().warningSecondsLeft).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().warningSecondsLeft).toBe(59);
    store.getState().stop();
  });

  it('the countdown ticks each second, then the user is logged out with the modal', () => {
    const { store, deps } = setup();
    store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(30) });
    store.getState().start();
    vi.advanceTimersByTime(1_000);
    expect(store.getState().warningSecondsLeft).toBe(29);
    vi.advanceTimersByTime(1_000);
    expect(store.getState().warningSecondsLeft).toBe(28);
    vi.advanceTimersByTime(28_000);
    expect(store.getState()).toMatchObject({
      session: null,
      token: null,
      warningSecondsLeft: null,
      loggedOutModalOpen: true,
    });
    expect(deps.local.getItem(SESSION_STORAGE_KEY)).toBeNull();
    store.getState().stop();
  });

  it('a session without a token expiry ends 20 minutes after its start', () => {
    const { store } = setup();
    const user = userSchema.parse({ id: 'u', firstName: 'A', lastName: 'B', email: 'a@b.c' });
    store.getState().startRegisteredSession({ token: 'jwt', user });
    vi.setSystemTime(START + 1_200_000);
    store.getState().checkExpiry();
    expect(store.getState().loggedOutModalOpen).toBe(true);
  });

  it('a guest session never times out', () => {
    const { store } = setup();
    store.getState().startGuestSession();
    vi.setSystemTime(START + 2 * 1_200_000);
    store.getState().checkExpiry();
    expect(store.getState().session?.sessionType).toBe(SESSION_TYPE_GUEST);
    expect(store.getState().loggedOutModalOpen).toBe(false);
  });

  it('Continue extends the session with the new token and closes the warning', async () => {
    const { store, deps, mocks } = setup();
    mocks.extendSession.mockResolvedValue({ token: 'jwt2', user: userExpiringIn(1200) });
    store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(30) });
    store.getState().start();
    vi.advanceTimersByTime(1_000);
    expect(store.getState().warningSecondsLeft).toBe(29);
    expect(await store.getState().extend()).toBe(true);
    expect(store.getState().token).toBe('jwt2');
    expect(store.getState().warningSecondsLeft).toBeNull();
    expect(stored(deps.local).token).toBe('jwt2');
    vi.advanceTimersByTime(60_000);
    expect(store.getState().session).not.toBeNull();
    store.getState().stop();
  });
});

describe('confirm password (shell §4: timeout-logout flag for a logged-in user)', () => {
  it('opens only for a logged-in user and closes on a correct password', async () => {
    const user = userExpiringIn(600);
    const { store, mocks } = setup();
    store.getState().setTimeoutLogout(true);
    expect(selectConfirmPasswordOpen(store.getState())).toBe(false);
    store.getState().startRegisteredSession({ token: 'jwt', user });
    store.getState().setTimeoutLogout(true);
    expect(selectConfirmPasswordOpen(store.getState())).toBe(true);

    expect(await store.getState().confirmPassword('wrong')).toBe(false);
    expect(selectConfirmPasswordOpen(store.getState())).toBe(true);

    mocks.login.mockResolvedValue({ token: 'jwt3', user });
    expect(await store.getState().confirmPassword('right')).toBe(true);
    expect(mocks.login).toHaveBeenLastCalledWith({ email: user.email, password: 'right' });
    expect(selectConfirmPasswordOpen(store.getState())).toBe(false);
  });

  it('Logout in the modal logs out and reloads', () => {
    const { store, deps } = setup();
    store.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });
    store.getState().logoutAndReload();
    expect(store.getState().session).toBeNull();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});

/** Two bundles on one page: one local storage, one channel that delivers to the others. */
function sharedChannel() {
  const listeners = new Set<(event: SessionSyncEvent) => void>();
  return (): SessionChannel => {
    let own: ((event: SessionSyncEvent) => void) | undefined;
    return {
      post: (event) => {
        for (const listener of listeners) if (listener !== own) listener(event);
      },
      subscribe: (listener) => {
        own = listener;
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  };
}

describe('cross-bundle agreement (DESIGN §6: storage events and a BroadcastChannel)', () => {
  it('a login and a logout in one bundle reach the other', () => {
    const local = fakeStorage();
    const tab = fakeStorage();
    const channel = sharedChannel();
    const quote = setup({ local, tab, channel: channel() }).store;
    const account = setup({ local, tab, channel: channel() }).store;
    quote.getState().start();
    account.getState().start();

    account.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });
    expect(quote.getState().token).toBe('jwt');
    account.getState().logout();
    expect(quote.getState().session).toBeNull();

    quote.getState().stop();
    account.getState().stop();
  });

  it('a session another bundle saw run out shows the logged-out modal here too (shell §4)', () => {
    // Each bundle's store checks on its own timer; the one whose check comes first clears the
    // session for all. The one that shows the modals must still say why.
    const local = fakeStorage();
    const tab = fakeStorage();
    const channel = sharedChannel();
    const menu = setup({ local, tab, channel: channel() }).store;
    const account = setup({ local, tab, channel: channel() }).store;
    menu.getState().start();
    account.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(30) });
    account.getState().start();
    vi.setSystemTime(START + 30_000);
    account.getState().checkExpiry();
    expect(account.getState().loggedOutModalOpen).toBe(true);
    expect(menu.getState()).toMatchObject({ session: null, loggedOutModalOpen: true });
    menu.getState().stop();
    account.getState().stop();
  });

  it('a Log Out in another bundle is no inactivity: no logged-out modal here', () => {
    const local = fakeStorage();
    const tab = fakeStorage();
    const channel = sharedChannel();
    const menu = setup({ local, tab, channel: channel() }).store;
    const account = setup({ local, tab, channel: channel() }).store;
    menu.getState().start();
    account.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });
    account.getState().logout();
    expect(menu.getState()).toMatchObject({ session: null, loggedOutModalOpen: false });
    menu.getState().stop();
  });

  it('a Resume asked for in one bundle reaches the other bundle of the page, not another tab', () => {
    const local = fakeStorage();
    const tab = fakeStorage();
    const channel = sharedChannel();
    const quote = setup({ local, tab, channel: channel() }).store;
    const account = setup({ local, tab, channel: channel() }).store;
    // Another tab: the same local storage (the registered session), its own tab storage.
    const otherTab = setup({ local, tab: fakeStorage(), channel: channel() }).store;
    for (const store of [quote, account, otherTab]) store.getState().start();
    account.getState().startRegisteredSession({ token: 'jwt', user: userExpiringIn(600) });

    account.getState().resumeSearch(search('s-resumed'));
    const asked = { searchId: 's-resumed', at: START };
    expect(account.getState().resumeRequest).toEqual(asked);
    expect(quote.getState()).toMatchObject({
      resumeRequest: asked,
      session: { activeSearch: 's-resumed' },
    });
    expect(otherTab.getState().resumeRequest).toBeNull();

    // The same search again, later: a new request, told apart by its time.
    vi.setSystemTime(START + 5_000);
    account.getState().resumeSearch(search('s-resumed'));
    expect(quote.getState().resumeRequest).toEqual({ searchId: 's-resumed', at: START + 5_000 });
    for (const store of [quote, account, otherTab]) store.getState().stop();
  });

  it('ignores storage events for other keys', () => {
    const { store, deps } = setup();
    store.getState().startGuestSession();
    deps.tab.removeItem(SESSION_STORAGE_KEY);
    store.getState().syncFrom({ key: 'something-else' });
    expect(store.getState().session).not.toBeNull();
    store.getState().syncFrom({ key: SESSION_STORAGE_KEY });
    expect(store.getState().session).toBeNull();
  });
});
