import {
  type ConsentStore,
  consoleLogger,
  createBrowserStorages,
  createConsentStore,
} from '@bikeship/core/stores';
import { applyConsentMode, queueConsentDefaults } from './consentMode';

let store: ConsentStore | null = null;

/**
 * The page's one consent store (core's): saved under `consent-preferences` in local storage, or
 * a cookie when local storage is unavailable (shell §4). Made on first use: the consent-mode
 * defaults are queued first, then a saved choice is applied (the store does it on creation).
 */
export function getSiteConsent(): ConsentStore {
  if (!store) {
    queueConsentDefaults();
    store = createConsentStore({
      storage: createBrowserStorages(consoleLogger).consent,
      applyConsent: applyConsentMode,
    });
  }
  return store;
}
