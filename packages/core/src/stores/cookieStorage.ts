import type { KeyValueStorage } from './storage';

/** The cookie surface of `document`, so tests can hand in a fake. */
export interface CookieJar {
  cookie: string;
}

/**
 * A `KeyValueStorage` on cookies: the consent fallback when local storage is unavailable
 * (shell §4 "If local storage is unavailable, a cookie is used"). `getJar` is called per access,
 * so nothing touches `document` at import.
 *
 * @example
 * const cookies = createCookieStorage(() => globalThis.document, CONSENT_COOKIE_LIFETIME_S);
 */
export function createCookieStorage(
  getJar: () => CookieJar | undefined,
  maxAgeSeconds: number,
): KeyValueStorage {
  const write = (key: string, value: string, maxAge: number): void => {
    const jar = getJar();
    if (!jar) throw new Error('cookies are not supported');
    // SameSite=Lax: the preference is ours alone, never needed by a cross-site request.
    jar.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
  };
  return {
    getItem: (key) => {
      const prefix = `${encodeURIComponent(key)}=`;
      const entry = (getJar()?.cookie ?? '').split('; ').find((part) => part.startsWith(prefix));
      return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
    },
    setItem: (key, value) => write(key, value, maxAgeSeconds),
    removeItem: (key) => write(key, '', 0),
  };
}
