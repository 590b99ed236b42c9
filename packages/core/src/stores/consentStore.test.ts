import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../constants';
import { createConsentStore } from './consentStore';
import { fakeStorage } from './testing';

const setup = (saved?: object) => {
  const storage = fakeStorage(saved ? { [CONSENT_STORAGE_KEY]: JSON.stringify(saved) } : {});
  const applyConsent = vi.fn();
  return { storage, applyConsent, store: createConsentStore({ storage, applyConsent }) };
};

describe('cookie banner (shell §4)', () => {
  it('is shown when no consent is saved, and applies nothing yet', () => {
    const { store, applyConsent } = setup();
    expect(store.getState().bannerOpen).toBe(true);
    expect(store.getState().preferences).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
    expect(applyConsent).not.toHaveBeenCalled();
  });

  it('is hidden when consent is saved, and the saved consent is applied', () => {
    const { store, applyConsent } = setup({ essential: true, analytics: true, marketing: false });
    expect(store.getState().bannerOpen).toBe(false);
    expect(applyConsent).toHaveBeenCalledWith({ analytics: 'granted', ad: 'denied' });
  });

  it('Accept All sets every category true, saves under consent-preferences, closes, applies', () => {
    const { store, storage, applyConsent } = setup();
    store.getState().acceptAll();
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(store.getState().bannerOpen).toBe(false);
    expect(applyConsent).toHaveBeenLastCalledWith({ analytics: 'granted', ad: 'granted' });
  });

  it('Save Preferences stores the choices, closes the banner and applies granted/denied', () => {
    const { store, storage, applyConsent } = setup();
    store.getState().setCategory('marketing', true);
    store.getState().savePreferences();
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
    });
    expect(store.getState().bannerOpen).toBe(false);
    expect(applyConsent).toHaveBeenLastCalledWith({ analytics: 'denied', ad: 'granted' });
  });
});

describe('consent validation (shell §5: essential cannot be unchecked)', () => {
  it('reads a stored essential=false back as true', () => {
    const { store } = setup({ essential: false, analytics: false, marketing: false });
    expect(store.getState().preferences.essential).toBe(true);
  });

  it('treats a corrupt saved value as no consent', () => {
    const storage = fakeStorage({ [CONSENT_STORAGE_KEY]: '"yes"' });
    const store = createConsentStore({ storage, applyConsent: vi.fn() });
    expect(store.getState().bannerOpen).toBe(true);
  });
});
