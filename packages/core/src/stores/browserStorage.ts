import { CONSENT_COOKIE_LIFETIME_S } from '../constants';
import { createCookieStorage } from './cookieStorage';
import type { Logger } from './environment';
import { createSafeStorage, type KeyValueStorage } from './storage';

export interface BrowserStorages {
  /** localStorage, or memory when it is unsupported. */
  local: KeyValueStorage;
  /** sessionStorage (tab storage), or memory. */
  tab: KeyValueStorage;
  /** localStorage, or a cookie when it is unavailable (shell §4 cookie banner). */
  consent: KeyValueStorage;
}

/**
 * The browser's storages, each wrapped so that an unsupported one logs and falls back. Nothing is
 * touched until a store first reads or writes.
 *
 * @example
 * const storages = createBrowserStorages(consoleLogger);
 * const consent = createConsentStore({ storage: storages.consent, applyConsent });
 */
export function createBrowserStorages(logger: Logger): BrowserStorages {
  const localStorage = () => globalThis.localStorage;
  return {
    local: createSafeStorage(localStorage, { name: 'localStorage', logger }),
    tab: createSafeStorage(() => globalThis.sessionStorage, { name: 'sessionStorage', logger }),
    consent: createSafeStorage(localStorage, {
      name: 'localStorage',
      logger,
      fallback: createCookieStorage(() => globalThis.document, CONSENT_COOKIE_LIFETIME_S),
    }),
  };
}
