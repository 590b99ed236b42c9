import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';

/**
 * Whether this browser may hold a signed-in customer's session: core's session store keeps a
 * registered session in local storage under SESSION_STORAGE_KEY (a guest's lives in the tab's
 * storage, and a browser without local storage keeps none across pages). Only a hint for what
 * to load first — the user menu's own runtime reads and checks the session.
 */
export function mayHoldCustomerSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) != null;
  } catch {
    // Storage blocked by the browser's settings: no session was kept either.
    return false;
  }
}
