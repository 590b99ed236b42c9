import { SESSION_ID_PREFIX } from '../constants';

/**
 * A new session id: SESSION_ID_PREFIX + a random string (shell §3 "random string prefixed id").
 * `crypto.getRandomValues` works on plain-http pages too, unlike `randomUUID`.
 */
export function createSessionId(): string {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(2));
  // 2^32 takes 7 base-36 digits; padding keeps every id the same length.
  return (
    SESSION_ID_PREFIX + Array.from(words, (word) => word.toString(36).padStart(7, '0')).join('')
  );
}
