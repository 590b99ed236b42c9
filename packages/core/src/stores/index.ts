// zustand vanilla stores (DESIGN §6): each factory takes its dependencies, so a store runs
// without HTTP, without a browser and under a fake clock. UI packages bind them with useStore.
export { type BrowserStorages, createBrowserStorages } from './browserStorage';
export {
  type AppliedConsent,
  type ConsentSignal,
  type ConsentState,
  type ConsentStore,
  type ConsentStoreDeps,
  createConsentStore,
  type OptionalConsentCategory,
} from './consentStore';
export { type CookieJar, createCookieStorage } from './cookieStorage';
export { type Clock, consoleLogger, type Logger, systemClock } from './environment';
export {
  createNoticesStore,
  type DisplayedNotice,
  type NoticesState,
  type NoticesStore,
  type NoticesStoreDeps,
} from './noticesStore';
export {
  createPaymentStore,
  type OrderFlow,
  type PaymentStore,
  type PaymentStoreDeps,
  type PaymentStoreState,
} from './paymentStore';
export { createSessionId } from './sessionId';
export {
  type Credentials,
  createSessionStore,
  type GuestName,
  type ResumeRequest,
  type SessionGrant,
  type SessionState,
  type SessionStore,
  type SessionStoreDeps,
  selectActiveSearch,
  selectConfirmPasswordOpen,
  selectIsRegistered,
  selectSessionProfile,
  selectUser,
} from './sessionStore';
export {
  createBrowserSessionChannel,
  type SessionChannel,
  type SessionSyncEvent,
} from './sessionSync';
export {
  fileCurrentLandedCost,
  type ShipFeeInputs,
  selectLandedCostStates,
  selectLastClearanceFees,
  selectStageCharges,
  selectStageFees,
  selectSubTotal,
} from './shipFees';
export {
  createShipStore,
  type SavedSearchRef,
  type ShipSession,
  type ShipState,
  type ShipStore,
  type ShipStoreDeps,
  selectShipMode,
  shipSessionOf,
} from './shipStore';
export {
  createMemoryStorage,
  createSafeStorage,
  type KeyValueStorage,
  readJson,
  type SafeStorageOptions,
  writeJson,
} from './storage';
