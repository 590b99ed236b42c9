import * as z from 'zod/mini';
import { createStore } from 'zustand/vanilla';
import {
  RESUME_REQUEST_STORAGE_KEY,
  SESSION_COUNTDOWN_TICK_MS,
  SESSION_DEFAULT_DURATION_MS,
  SESSION_STORAGE_KEY,
  SESSION_TYPE_GUEST,
  SESSION_TYPE_REGISTERED,
} from '../constants';
import {
  isSessionValid,
  nextSessionCheckDelay,
  sessionWarningSecondsLeft,
  shouldShowSessionWarning,
  withSessionSearch,
} from '../rules';
import {
  type Search,
  type Session,
  type SessionProfile,
  type SessionType,
  sessionSchema,
  type User,
} from '../schemas';
import { type Clock, consoleLogger, type Logger, systemClock } from './environment';
import { createSessionId } from './sessionId';
import type { SessionChannel, SessionSyncEvent } from './sessionSync';
import { type KeyValueStorage, readJson } from './storage';

/** What a login, a password confirmation or an extension hands over. */
export interface SessionGrant {
  token: string;
  /** The user; `exp` (seconds) is the token expiry the session check reads. */
  user: User;
}

export interface Credentials {
  email: string;
  password: string;
}

/** A guest's name, kept beside `guestEmail` for the order's session profile (quote §3). */
export interface GuestName {
  firstName: string;
  lastName: string;
}

export interface SessionStoreDeps {
  /** localStorage (safe-wrapped): the registered session. */
  local: KeyValueStorage;
  /** sessionStorage (safe-wrapped): the guest session and its searches. */
  tab: KeyValueStorage;
  /** POST login, then the user: the grant, or false for wrong credentials. */
  login(credentials: Credentials): Promise<SessionGrant | false>;
  /**
   * The user of a token handed over without a login form — social sign-in's popup, or the new
   * session a password change answers with: the grant, or false when the token names no user.
   */
  grantOfToken(token: string): Promise<SessionGrant | false>;
  /** POST extend-session: the new token and user, or false. */
  extendSession(): Promise<SessionGrant | false>;
  /** POST logout, so the server drops its auth cookie too. Failures are only logged. */
  signOut?(): Promise<unknown>;
  /** Reloads the page (after a 401, shell §4). */
  reload(): void;
  /** Other bundles and tabs (DESIGN §6); none by default. */
  channel?: SessionChannel;
  clock?: Clock;
  logger?: Logger;
  /** New session ids; SESSION_ID_PREFIX + random by default. */
  createId?: () => string;
}

/** A Resume asked for on this page: `at` (epoch ms) tells one request from the next. */
export interface ResumeRequest {
  searchId: string;
  at: number;
}

export interface SessionState {
  session: Session | null;
  token: string | null;
  guestName: GuestName | null;
  /** Seconds left while the "about to expire" modal is open; null when it is closed. */
  warningSecondsLeft: number | null;
  /** The "logged out for inactivity" modal (shell §2). */
  loggedOutModalOpen: boolean;
  /** The timeout-logout flag: with a logged-in user it opens "Confirm your password". */
  timeoutLogout: boolean;
  /** The last Resume asked for on this page (resumeSearch); a wizard on the page follows it. */
  resumeRequest: ResumeRequest | null;

  /** A fresh guest session (type 0), kept in tab storage. */
  startGuestSession(): void;
  /** A registered session (type 1) from a login, kept in local storage. */
  startRegisteredSession(grant: SessionGrant): void;
  /**
   * Logs in; false for wrong credentials (the form shows the error). A login that got no verdict
   * (no answer, too many attempts) rejects with the client's error.
   */
  login(credentials: Credentials): Promise<boolean>;
  /**
   * A registered session from a token handed over without a login form (social sign-in, a
   * password change), started as a login starts one; false when the token names no user.
   */
  signInWithToken(token: string): Promise<boolean>;
  /** Guest entry with name and email only (shell §4). */
  enterAsGuest(guest: GuestName & { email: string }): void;
  /** Forgets the guest's name and email (quote §2: guest users cleared on resume). */
  clearGuest(): void;
  /** Keeps a search in the session, at most MAX_SEARCHES_PER_SESSION, and makes it active. */
  rememberSearch(search: Search): void;
  /**
   * Resume on a saved search outside the wizard (the account's recent searches): it becomes the
   * active search, and the page's wizards are asked to open it (`resumeRequest`, kept in tab
   * storage so that the other bundles of this page hear it and other tabs do not).
   */
  resumeSearch(search: Search): void;
  /**
   * The signed-in user as the server now has them (a saved profile): a menu showing the name
   * follows. The token, its expiry and the session clock stay as they are.
   */
  updateUser(user: User): void;
  /** Clears token, user and session (shell §4). */
  logout(): void;
  /** A 401 answer: a registered user is logged out and the page reloads (shell §4, §8). */
  handleUnauthorized(): void;
  /** "Continue" in the warning modal: extends the session and closes the modal. */
  extend(): Promise<boolean>;
  setTimeoutLogout(flag: boolean): void;
  /** "Confirm your password": a correct password closes the modal and the order continues. */
  confirmPassword(password: string): Promise<boolean>;
  /** Logout in the confirm-password modal: logs out and reloads. */
  logoutAndReload(): void;
  closeLoggedOutModal(): void;
  /** One session check (the loop calls it; exposed for tests and a tab becoming visible). */
  checkExpiry(): void;
  /** Starts the session check loop and listening to other bundles. Nothing runs before. */
  start(): void;
  stop(): void;
  /** Adopts what another bundle or tab stored (a storage event or a channel message). */
  syncFrom(event: SessionSyncEvent): void;
}

/** What is stored under SESSION_STORAGE_KEY. */
const storedSessionSchema = z.object({
  session: sessionSchema,
  token: z.nullish(z.string()),
  guestName: z.nullish(z.object({ firstName: z.string(), lastName: z.string() })),
});

type StoredSession = Pick<SessionState, 'session' | 'token' | 'guestName'>;

const NO_SESSION: StoredSession = { session: null, token: null, guestName: null };

const resumeRequestSchema = z.object({ searchId: z.string(), at: z.number() });

export const selectIsRegistered = (state: SessionState): boolean =>
  state.session?.sessionType === SESSION_TYPE_REGISTERED;

export const selectUser = (state: SessionState): User | null => state.session?.user ?? null;

/** The confirm-password modal: the timeout-logout flag with a logged-in user (shell §4). */
export const selectConfirmPasswordOpen = (state: SessionState): boolean =>
  state.timeoutLogout && selectIsRegistered(state);

export const selectActiveSearch = (state: SessionState): Search | null =>
  state.session?.searches.find((search) => search.id === state.session?.activeSearch) ?? null;

/** The profile sent with orders (quote §3); null until the user is known. */
export function selectSessionProfile(state: SessionState): SessionProfile | null {
  const user = selectUser(state);
  if (user) {
    return {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userId: user.id,
    };
  }
  const email = state.session?.guestEmail;
  return email && state.guestName ? { email, ...state.guestName } : null;
}

/**
 * The session store (shell §4, quote §4; persistence of DESIGN §6). Registered sessions live in
 * local storage, guest sessions (with their searches) in tab storage. Creating the store reads
 * them back; timers and listeners wait for `start()`.
 *
 * @example
 * const session = createSessionStore({ local, tab, login, extendSession, reload });
 * session.getState().start();
 * if (!session.getState().session) session.getState().startGuestSession();
 */
export function createSessionStore(deps: SessionStoreDeps) {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? consoleLogger;
  const createId = deps.createId ?? createSessionId;
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let countdownTimer: ReturnType<typeof setInterval> | undefined;
  let stopListening: (() => void) | undefined;

  const readStored = (storage: KeyValueStorage, type: SessionType): StoredSession | null => {
    const parsed = storedSessionSchema.safeParse(readJson(storage, SESSION_STORAGE_KEY));
    if (!parsed.success || parsed.data.session.sessionType !== type) return null;
    const { session, token, guestName } = parsed.data;
    return { session, token: token ?? null, guestName: guestName ?? null };
  };

  /**
   * The registered session if it is still valid, else the tab's guest session, else none.
   * DECISION: an expired stored session comes back as logged out without the inactivity modal —
   * the user was not on the page when it ran out.
   */
  const readPersisted = (): StoredSession => {
    const registered = readStored(deps.local, SESSION_TYPE_REGISTERED);
    if (registered && isSessionValid(registered.session, clock.now())) return registered;
    return readStored(deps.tab, SESSION_TYPE_GUEST) ?? NO_SESSION;
  };

  const readResumeRequest = (): ResumeRequest | null =>
    resumeRequestSchema.safeParse(readJson(deps.tab, RESUME_REQUEST_STORAGE_KEY)).data ?? null;

  const stopCountdown = () => {
    clearInterval(countdownTimer);
    countdownTimer = undefined;
  };

  return createStore<SessionState>()((set, get) => {
    const persist = () => {
      const { session, token, guestName } = get();
      const text = JSON.stringify({ session, token, guestName });
      if (session?.sessionType === SESSION_TYPE_REGISTERED) {
        deps.local.setItem(SESSION_STORAGE_KEY, text);
        deps.tab.removeItem(SESSION_STORAGE_KEY);
      } else if (session) {
        deps.tab.setItem(SESSION_STORAGE_KEY, text);
      } else {
        deps.local.removeItem(SESSION_STORAGE_KEY);
        deps.tab.removeItem(SESSION_STORAGE_KEY);
      }
      deps.channel?.post({ key: SESSION_STORAGE_KEY });
    };

    const update = (partial: Partial<StoredSession>) => {
      set(partial);
      persist();
    };

    const clearSession = () => {
      stopCountdown();
      set({ warningSecondsLeft: null, timeoutLogout: false });
      update(NO_SESSION);
      deps.signOut?.().catch((error: unknown) => logger.warn('sign-out call failed', error));
    };

    const newSession = (sessionType: SessionType, user?: User): Session => ({
      id: createId(),
      startTime: clock.now(),
      duration: SESSION_DEFAULT_DURATION_MS,
      sessionType,
      user,
      searches: [],
    });

    /**
     * DECISION: a login keeps the session's id and searches, so a guest who signs in halfway
     * through a quote (or a user confirming their password) carries on where they were.
     */
    const adoptGrant = (grant: SessionGrant) => {
      const current = get().session ?? newSession(SESSION_TYPE_REGISTERED, grant.user);
      stopCountdown();
      set({ warningSecondsLeft: null, guestName: null });
      update({
        token: grant.token,
        session: {
          ...current,
          sessionType: SESSION_TYPE_REGISTERED,
          user: grant.user,
          guestEmail: undefined,
          startTime: clock.now(),
        },
      });
    };

    const expire = () => {
      clearSession();
      set({ loggedOutModalOpen: true });
    };

    const tickCountdown = () => {
      const { session } = get();
      if (!session) return stopCountdown();
      if (!isSessionValid(session, clock.now())) return expire();
      set({ warningSecondsLeft: sessionWarningSecondsLeft(session, clock.now()) });
    };

    const runCheck = (checksDone: number) => {
      checkTimer = setTimeout(() => {
        get().checkExpiry();
        runCheck(checksDone + 1);
      }, nextSessionCheckDelay(checksDone));
    };

    return {
      ...readPersisted(),
      warningSecondsLeft: null,
      loggedOutModalOpen: false,
      timeoutLogout: false,
      resumeRequest: readResumeRequest(),

      startGuestSession: () =>
        update({ session: newSession(SESSION_TYPE_GUEST), token: null, guestName: null }),

      startRegisteredSession: adoptGrant,

      login: async (credentials) => {
        const grant = await deps.login(credentials);
        if (grant) adoptGrant(grant);
        return grant !== false;
      },

      signInWithToken: async (token) => {
        const grant = await deps.grantOfToken(token);
        if (grant) adoptGrant(grant);
        return grant !== false;
      },

      enterAsGuest: ({ email, firstName, lastName }) => {
        if (selectIsRegistered(get())) return;
        const session = get().session ?? newSession(SESSION_TYPE_GUEST);
        update({ session: { ...session, guestEmail: email }, guestName: { firstName, lastName } });
      },

      clearGuest: () => {
        const { session } = get();
        if (session?.sessionType !== SESSION_TYPE_GUEST) return;
        update({ session: { ...session, guestEmail: undefined }, guestName: null });
      },

      rememberSearch: (search) => {
        const session = get().session ?? newSession(SESSION_TYPE_GUEST);
        update({
          session: {
            ...session,
            searches: withSessionSearch(session.searches, search),
            activeSearch: search.id,
          },
        });
      },

      resumeSearch: (search) => {
        const resumeRequest = { searchId: search.id, at: clock.now() };
        // Stored before the session posts its change, so the other bundles read both at once.
        deps.tab.setItem(RESUME_REQUEST_STORAGE_KEY, JSON.stringify(resumeRequest));
        get().rememberSearch(search);
        set({ resumeRequest });
      },

      updateUser: (user) => {
        const { session } = get();
        if (session?.sessionType !== SESSION_TYPE_REGISTERED || !session.user) return;
        update({ session: { ...session, user: { ...user, exp: session.user.exp } } });
      },

      logout: clearSession,

      handleUnauthorized: () => {
        if (!selectIsRegistered(get())) return;
        clearSession();
        deps.reload();
      },

      extend: async () => {
        const grant = await deps.extendSession();
        if (!grant) {
          logger.warn('the session could not be extended');
          return false;
        }
        if (get().session) adoptGrant(grant);
        return true;
      },

      setTimeoutLogout: (flag) => set({ timeoutLogout: flag }),

      confirmPassword: async (password) => {
        const email = selectUser(get())?.email;
        if (!email) return false;
        const confirmed = await get().login({ email, password });
        if (confirmed) set({ timeoutLogout: false });
        return confirmed;
      },

      logoutAndReload: () => {
        clearSession();
        deps.reload();
      },

      closeLoggedOutModal: () => set({ loggedOutModalOpen: false }),

      checkExpiry: () => {
        const { session } = get();
        // DECISION: only a registered session times out. A guest has no token to protect, and
        // dropping a guest's quote after 20 minutes would only lose their work.
        if (session?.sessionType !== SESSION_TYPE_REGISTERED) return;
        const now = clock.now();
        if (!isSessionValid(session, now)) return expire();
        if (countdownTimer === undefined && shouldShowSessionWarning(session, now)) {
          set({ warningSecondsLeft: sessionWarningSecondsLeft(session, now) });
          countdownTimer = setInterval(tickCountdown, SESSION_COUNTDOWN_TICK_MS);
        }
      },

      start: () => {
        get().stop();
        runCheck(0);
        stopListening = deps.channel?.subscribe((event) => get().syncFrom(event));
      },

      stop: () => {
        clearTimeout(checkTimer);
        stopCountdown();
        stopListening?.();
        stopListening = undefined;
      },

      syncFrom: (event) => {
        if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
        // Re-read rather than trust the message: another TAB's guest session is not ours, and
        // reading our own tab storage keeps it out.
        const previous = get().session;
        stopCountdown();
        const next = readPersisted();
        // Another bundle's check ran out first and cleared the session for all: the inactivity
        // modal is still owed here (shell §4) — the element showing the modals may be this one.
        const ranOut =
          previous?.sessionType === SESSION_TYPE_REGISTERED &&
          next.session?.sessionType !== SESSION_TYPE_REGISTERED &&
          !isSessionValid(previous, clock.now());
        set({
          ...next,
          resumeRequest: readResumeRequest(),
          warningSecondsLeft: null,
          ...(ranOut ? { loggedOutModalOpen: true } : {}),
        });
      },
    };
  });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
