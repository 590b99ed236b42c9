import {
  SESSION_DEFAULT_DURATION_MS,
  SESSION_STORAGE_KEY,
  SESSION_TYPE_REGISTERED,
} from '@bikeship/core/constants';
import type { BrowserStorages } from '@bikeship/core/stores';
import { ADA, fakeToken, memoryStorages } from '../testing/renderAccount';

/** Ada as GET /api/User answers her. */
export const ADA_USER = {
  ...ADA,
  phoneNumber: '303-555-0100',
  settings: {
    savePackages: true,
    saveAddresses: false,
    savePaymentMethods: false,
    mailingListOptIn: false,
    newsLetterOptIn: false,
  },
};

/**
 * Memory storages holding Ada's registered session, as a login leaves it (shell §4: local
 * storage), for the tests and stories of the views of a signed-in customer.
 */
export function signedInStorages(): BrowserStorages {
  const storages = memoryStorages();
  const token = fakeToken();
  storages.local.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      token,
      session: {
        id: 'session-ada',
        startTime: Date.now(),
        duration: SESSION_DEFAULT_DURATION_MS,
        sessionType: SESSION_TYPE_REGISTERED,
        user: { ...ADA_USER, exp: Math.floor(Date.now() / 1000) + 3600 },
        searches: [],
      },
    }),
  );
  return storages;
}
