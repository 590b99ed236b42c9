import { useEffect } from 'react';
import { CookieBanner, reopenCookieBanner } from './CookieBanner';
import { OPEN_COOKIE_PREFERENCES_EVENT } from './openCookiePreferences';

/**
 * Cookie consent beside every page (shell §4–§5): the banner — in the prerendered HTML, shown
 * there only to a visitor with no saved choice (CookieBanner) — reopened by the footer's
 * "Cookie preferences" (openCookiePreferences).
 *
 * DECISION: the banner and the consent store are in the entry (≈ 3 KB gzip of the first load),
 * not a chunk loaded after the first render: a new visitor's banner is the first thing they
 * answer and the largest thing on a phone's screen, and loaded late it was the page's last big
 * paint (LCP 2.7 s on /login, Lighthouse's mobile profile).
 */
export function ConsentService() {
  useEffect(() => {
    document.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopenCookieBanner);
    return () => document.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopenCookieBanner);
  }, []);
  return <CookieBanner />;
}
