import type { ConsentState } from '@bikeship/core/stores';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { getSiteConsent } from './siteConsent';
import '../styles/consent.css';

/** Set by a reopen: the banner takes the focus then (not on a first visit: it must not block). */
let focusWhenShown = false;

/** Opens the banner again with the saved choices and moves the focus into it. */
export function reopenCookieBanner(): void {
  focusWhenShown = true;
  getSiteConsent().getState().openBanner();
}

function useConsent<T>(select: (state: ConsentState) => T): T {
  const store = getSiteConsent();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/**
 * The cookie banner (shell §2, §4, §5): shown while nothing is saved; Accept All; the
 * categories with essential checked and locked, analytics and marketing as switches; Save
 * Preferences. A labelled region at the foot of the window that leaves the page usable.
 */
export function CookieBanner() {
  const open = useConsent((state) => state.bannerOpen);
  const preferences = useConsent((state) => state.preferences);
  const actions = getSiteConsent().getState();
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
              onChange={(event) => actions.setCategory('analytics', event.target.checked)}
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
              onChange={(event) => actions.setCategory('marketing', event.target.checked)}
            />{' '}
            Marketing
          </label>
        </div>
      </fieldset>
      <div className="site-consent-actions">
        <button type="button" className="site-consent-primary" onClick={actions.acceptAll}>
          Accept All
        </button>
        <button type="button" onClick={actions.savePreferences}>
          Save Preferences
        </button>
      </div>
    </section>
  );
}
