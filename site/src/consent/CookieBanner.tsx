import type { ConsentState } from '@bikeship/core/stores';
import { type FocusEvent, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useHydrated } from '../runtime/hydration';
import { getSiteConsent } from './siteConsent';
import '../styles/consent.css';

/** Set by a reopen: the banner takes the focus then (not on a first visit: it must not block). */
let focusWhenShown = false;

/** Where the focus was before the banner had it: it goes back there when the banner closes. */
let focusBefore: Element | null = null;

/** Opens the banner again with the saved choices and moves the focus into it. */
export function reopenCookieBanner(): void {
  focusWhenShown = true;
  focusBefore = document.activeElement;
  getSiteConsent().getState().openBanner();
}

/** The custom property (consent.css) that keeps a focused field out from under the banner. */
const COVER_PROPERTY = '--site-consent-cover';

/**
 * Keeps the document's scroll-padding-bottom (consent.css) equal to what the banner covers of
 * the window — from its top edge to the window's foot, measured as it is laid out (its height
 * changes with the window's width and the text's size) — so the browser scrolls a focused field
 * above it. A custom property set from script: the CSP forbids style attributes in the HTML, not
 * the CSSOM. Answers the function that stops it and takes the padding away.
 */
function padDocumentForBanner(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => {
    const covered = Math.max(0, root.clientHeight - banner.getBoundingClientRect().top);
    root.style.setProperty(COVER_PROPERTY, `${Math.ceil(covered)}px`);
  };
  measure();
  const resized = new ResizeObserver(measure);
  resized.observe(banner);
  window.addEventListener('resize', measure);
  return () => {
    resized.disconnect();
    window.removeEventListener('resize', measure);
    root.style.removeProperty(COVER_PROPERTY);
  };
}

/**
 * DECISION: where the focus goes when Accept All or Save Preferences closes the banner (its
 * button leaves the page; the focus would drop to the body and a keyboard user start again from
 * the top): back where it was before the banner had it — the control that reopened it (the
 * contact page's Cookie preferences), the page's control the visitor tabbed from on a first
 * visit — and to the page's main
 * content when that is gone or there was none (the banner focused first thing). Without
 * scrolling: a visitor who clicked the button keeps the view they had.
 */
function moveFocusOutOf(banner: HTMLElement | null): void {
  const before = focusBefore;
  focusBefore = null;
  if (!banner?.contains(document.activeElement)) return;
  if (before instanceof HTMLElement && before.isConnected && !banner.contains(before)) {
    before.focus({ preventScroll: true });
    if (document.activeElement === before) return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
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

  useEffect(() => {
    const banner = region.current;
    if (!open || !banner) return;
    return padDocumentForBanner(banner);
  }, [open]);

  /** The focus coming into the banner from the page: where it goes back to (moveFocusOutOf). */
  const noteFocusBefore = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof Element && !event.currentTarget.contains(from)) focusBefore = from;
  };
  const close = (choose: () => void) => {
    moveFocusOutOf(region.current);
    choose();
  };

  if (!open) return null;
  return (
    <section
      ref={region}
      className="site-consent"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onFocus={noteFocusBefore}
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
          onClick={() => close(() => actions().acceptAll())}
        >
          Accept All
        </button>
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => close(() => actions().savePreferences())}
        >
          Save Preferences
        </button>
      </div>
    </section>
  );
}
