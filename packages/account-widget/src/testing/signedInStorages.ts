import {
  SESSION_DEFAULT_DURATION_MS,
  SESSION_STORAGE_KEY,
  SESSION_TYPE_REGISTERED,
} from '@bikeship/core/constants';
import type { BrowserStorages } from '@bikeship/core/stores';
import { ADA, fakeToken, memoryStorages } from './renderAccount';

/**
 * Memory storages holding a registered session (shell §4: kept in local storage), as a login
 * leaves them: a view that needs a signed-in customer renders signed in from the start.
 * @example renderAccount('change-password', routes, { storages: signedInStorages() });
 */
export function signedInStorages(token = fakeToken(), user = ADA): BrowserStorages {
  const storages = memoryStorages();
  const exp = Math.floor(Date.now() / 1000) + 3600;
  storages.local.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      token,
      session: {
        id: 'session-signed-in',
        startTime: Date.now(),
        duration: SESSION_DEFAULT_DURATION_MS,
        sessionType: SESSION_TYPE_REGISTERED,
        user: { ...user, exp },
        searches: [],
      },
    }),
  );
  return storages;
}
