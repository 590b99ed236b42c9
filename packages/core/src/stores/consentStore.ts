import { createStore } from 'zustand/vanilla';
import { CONSENT_STORAGE_KEY } from '../constants';
import { type ConsentPreferences, consentPreferencesOf } from '../schemas/consent';
import { type KeyValueStorage, readJson, writeJson } from './storage';

export type ConsentSignal = 'granted' | 'denied';

/** What the tag manager understands (shell §4: advertising and analytics storage). */
export interface AppliedConsent {
  analytics: ConsentSignal;
  ad: ConsentSignal;
}

export interface ConsentStoreDeps {
  /** Local storage with a cookie fallback (`createBrowserStorages().consent`). */
  storage: KeyValueStorage;
  /** Hands the decision to analytics and advertising (e.g. gtag consent mode). */
  applyConsent(consent: AppliedConsent): void;
}

/** The categories a visitor may switch; essential cannot be unchecked (shell §5). */
export type OptionalConsentCategory = 'analytics' | 'marketing';

export interface ConsentState {
  /** The choices on screen; saved ones when the visitor has decided before. */
  preferences: ConsentPreferences;
  /** Shown while no consent is saved (shell §4 cookie banner). */
  bannerOpen: boolean;
  setCategory(category: OptionalConsentCategory, granted: boolean): void;
  /** Accept All: every category true, saved, banner closed, consent applied. */
  acceptAll(): void;
  /** Save Preferences: the current choices saved, banner closed, consent applied. */
  savePreferences(): void;
  /** Opens the banner again so a visitor can change their mind (a footer link). */
  openBanner(): void;
}

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');

const toApplied = (preferences: ConsentPreferences): AppliedConsent => ({
  analytics: signal(preferences.analytics),
  ad: signal(preferences.marketing),
});

function readSavedConsent(storage: KeyValueStorage): ConsentPreferences | undefined {
  const stored = readJson(storage, CONSENT_STORAGE_KEY);
  if (stored === undefined) return undefined;
  return consentPreferencesOf(stored);
}

/**
 * The cookie-consent store (shell §3–§5). Creating it reads the saved consent and, when there is
 * one, applies it: a tag manager starts every page at "denied" and must hear a returning
 * visitor's choice again.
 *
 * @example
 * const consent = createConsentStore({ storage: storages.consent, applyConsent: updateGtag });
 * consent.getState().acceptAll();
 */
export function createConsentStore(deps: ConsentStoreDeps) {
  const saved = readSavedConsent(deps.storage);
  if (saved) deps.applyConsent(toApplied(saved));

  return createStore<ConsentState>()((set, get) => {
    const save = (preferences: ConsentPreferences): void => {
      writeJson(deps.storage, CONSENT_STORAGE_KEY, preferences);
      set({ preferences, bannerOpen: false });
      deps.applyConsent(toApplied(preferences));
    };
    return {
      // DECISION: until a visitor chooses, only essential is on (opt-in, as GDPR requires).
      preferences: saved ?? { essential: true, analytics: false, marketing: false },
      bannerOpen: saved === undefined,
      setCategory: (category, granted) =>
        set({ preferences: { ...get().preferences, [category]: granted } }),
      acceptAll: () => save({ essential: true, analytics: true, marketing: true }),
      savePreferences: () => save({ ...get().preferences, essential: true }),
      openBanner: () => set({ bannerOpen: true }),
    };
  });
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
