import { SSO_TOKEN_FRESHNESS_MS } from '../constants';

/** A single-sign-on hand-over as a channel delivers it (shell §4). */
export interface SsoHandOver {
  /** The sender's origin (a popup message's `origin`); channels that are same-origin by
   * construction (storage events, BroadcastChannel, local storage) pass the app's own. */
  origin: string;
  token?: unknown;
  /** When the token was written, epoch ms. */
  timestamp?: number | null;
}

/** A token comes only from an allowed origin (shell §4: the web app's own), compared exactly. */
export function isAllowedSsoOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(origin);
}

/**
 * A token is accepted only if its timestamp is under SSO_TOKEN_FRESHNESS_MS (5 s) old (shell
 * §4). DECISION: a timestamp in the future is refused: every channel writes it on this same
 * machine, so a future time means a forged or replayed token.
 */
export function isSsoTokenFresh(timestamp: number | null | undefined, now: number): boolean {
  if (typeof timestamp !== 'number') return false;
  const age = now - timestamp;
  return age >= 0 && age < SSO_TOKEN_FRESHNESS_MS;
}

/**
 * The token of a hand-over, or null unless it is a non-empty string from an allowed origin and
 * fresh (shell §4).
 */
export function acceptSsoToken(
  handOver: SsoHandOver,
  allowedOrigins: readonly string[],
  now: number,
): string | null {
  const { token } = handOver;
  return typeof token === 'string' &&
    token !== '' &&
    isAllowedSsoOrigin(handOver.origin, allowedOrigins) &&
    isSsoTokenFresh(handOver.timestamp, now)
    ? token
    : null;
}
