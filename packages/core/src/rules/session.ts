import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_DEFAULT_DURATION_MS,
  SESSION_FIRST_CHECK_DELAY_MS,
  SESSION_WARNING_BEFORE_END_MS,
} from '../constants';

const MS_PER_SECOND = 1000;

/** The parts of a session (shell §3) that expiry reads. */
export interface ExpiringSession {
  /** When the session started: epoch ms, or an ISO date-time string. */
  startTime?: number | string | null;
  /** The session length in ms when there is no token expiry. */
  duration?: number | null;
  /** The signed-in user; `exp` is the token expiry in SECONDS since the epoch. */
  user?: { exp?: number | null } | null;
}

/**
 * When the session ends, in epoch ms (shell §4): the token expiry when there is one; otherwise
 * the start plus the session's duration. DECISION: a duration that is missing or not positive
 * means the default 20 minutes (SESSION_DEFAULT_DURATION_MS). NaN when neither is known, which
 * every check below reads as expired.
 */
export function sessionExpiresAt(session: ExpiringSession | null | undefined): number {
  const exp = session?.user?.exp;
  if (typeof exp === 'number' && Number.isFinite(exp)) return exp * MS_PER_SECOND;
  const start = session?.startTime;
  const startMs = typeof start === 'string' ? Date.parse(start) : (start ?? Number.NaN);
  const duration = session?.duration;
  return startMs + (duration && duration > 0 ? duration : SESSION_DEFAULT_DURATION_MS);
}

/** Valid while now is before the expiry (shell §4). `now` is epoch ms. */
export function isSessionValid(session: ExpiringSession | null | undefined, now: number): boolean {
  return now < sessionExpiresAt(session);
}

/** Milliseconds until the session ends; 0 once it has ended or cannot be dated. */
export function msUntilSessionExpiry(
  session: ExpiringSession | null | undefined,
  now: number,
): number {
  // `|| 0` turns the NaN of an undatable session into 0.
  return Math.max(sessionExpiresAt(session) - now || 0, 0);
}

/**
 * The warning modal is open during the last SESSION_WARNING_BEFORE_END_MS (60 s) of a session
 * that has not yet ended (shell §4).
 */
export function shouldShowSessionWarning(
  session: ExpiringSession | null | undefined,
  now: number,
): boolean {
  const left = msUntilSessionExpiry(session, now);
  return left > 0 && left <= SESSION_WARNING_BEFORE_END_MS;
}

/**
 * The whole seconds the warning countdown shows, rounded up so it reads 1 until the very end
 * and never 0 while the session is still valid.
 */
export function sessionWarningSecondsLeft(
  session: ExpiringSession | null | undefined,
  now: number,
): number {
  return Math.ceil(msUntilSessionExpiry(session, now) / MS_PER_SECOND);
}

/**
 * The delay before the next session check (shell §4): the first check runs after 1 s, every
 * later one 5 s after the previous.
 *
 * @example nextSessionCheckDelay(0) // 1000
 */
export function nextSessionCheckDelay(checksDone: number): number {
  return checksDone > 0 ? SESSION_CHECK_INTERVAL_MS : SESSION_FIRST_CHECK_DELAY_MS;
}
