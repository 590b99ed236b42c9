import type { ConsentState } from '@bikeship/core/stores';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useHydrated } from '../runtime/hydration';
import { getSiteConsent } from './siteConsent';
import '../styles/consent.css';

/** Set by a reopen: the banner takes the focus then (not on a first visit: it must not block). */
let focusWhenShown = false;

/** Opens the banner again with the saved choices and moves the focus into it. */
export function reopenCookieBanner(): void {
  focusWhenShown = true;
  getSiteConsent().getState().openBanner();
}

/** What the prerender shows, and the hydration render with it: a first visit's banner. */
const FIRST_VISIT: Pick<ConsentState, 'bannerOpen' | 'preferences'> = {
  bannerOpen: true,
  preferences: { essential: true, analytics: false, marketing: false },
};

/**
 * The consent store's state in the browser; the first visit's in the prerender and the hydration
 * render (the store reads the browser's storage, and the hydration must match the prerender).
 */
function useConsent<T>(select: (state: Pick<ConsentState, 'bannerOpen' | 'preferences'>) => T): T {
  return useSyncExternalStore(
    (onChange) => getSiteConsent().subscribe(onChange),
    () => select(getSiteConsent().getState()),
    () => select(FIRST_VISIT),
  );
}

/**
 * The cookie banner (shell §2, §4, §5): shown while nothing is saved; Accept All; the
 * categories with essential checked and locked, analytics and marketing as switches; Save
 * Preferences. A labelled region at the foot of the window that leaves the page usable.
 *
 * DECISION: the banner is in every prerendered page, so a new visitor sees it in the first paint
 * (it is a phone screen's largest paint: drawn only after hydration it made /login's LCP 2.6 s).
 * Prerendered it is hidden (consent.css) unless the head's public/consent-check.js (a file: the
 * CSP forbids inline script) found no saved choice, and it is shown with its controls disabled
 * until the page has hydrated — a click on it before then would do nothing. Then the store
 * decides: the same element stays, or goes. Should that script not load, the banner shows once
 * the page has hydrated, as it would without the prerendered one.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  const open = useConsent((state) => state.bannerOpen);
  const preferences = useConsent((state) => state.preferences);
  const actions = () => getSiteConsent().getState();
  const titleId = useId();
  const textId = useId();
  const essentialId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open && focusWhenShown) {
      focusWhenShown = false;
      region.current?.focus();
    }
  }, [open]);

  if (!open) return null;
  return (
    <section
      ref={region}
      className="site-consent"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-prerendered={hydrated ? undefined : ''}
    >
      <h2 id={titleId} className="site-consent-title">
        Cookie preferences
      </h2>
      <p id={textId}>
        We use essential cookies to run this site. With your permission we also use analytics
        cookies to learn which pages help, and marketing cookies to measure our advertising.
      </p>
      <fieldset className="site-consent-categories">
        <legend>Cookie categories</legend>
        <div className="site-consent-category">
          <label>
            <input type="checkbox" checked disabled aria-describedby={essentialId} /> Essential
          </label>
          <p id={essentialId} className="site-consent-note">
            Always on: they keep you signed in, hold your quote and remember this choice.
          </p>
        </div>
        <div className="site-consent-category">
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={preferences.analytics}
              aria-checked={preferences.analytics}
              disabled={!hydrated}
              onChange={(event) => actions().setCategory('analytics', event.target.checked)}
            />{' '}
            Analytics
          </label>
        </div>
        <div className="site-consent-category">
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={preferences.marketing}
              aria-checked={preferences.marketing}
              disabled={!hydrated}
              onChange={(event) => actions().setCategory('marketing', event.target.checked)}
            />{' '}
            Marketing
          </label>
        </div>
      </fieldset>
      <div className="site-consent-actions">
        <button
          type="button"
          className="site-consent-primary"
          disabled={!hydrated}
          onClick={() => actions().acceptAll()}
        >
          Accept All
        </button>
        <button type="button" disabled={!hydrated} onClick={() => actions().savePreferences()}>
          Save Preferences
        </button>
      </div>
    </section>
  );
}
