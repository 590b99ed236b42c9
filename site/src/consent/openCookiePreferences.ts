/** The event that reopens the cookie banner; ConsentService listens for it on `document`. */
export const OPEN_COOKIE_PREFERENCES_EVENT = 'bikeship:cookie-preferences';

/**
 * Opens the cookie banner again with the saved choices, focused, so a visitor can change their
 * mind — what the footer's "Cookie preferences" calls. Works before the banner's code has loaded
 * (the service loads it then).
 *
 * @example <button type="button" onClick={openCookiePreferences}>Cookie preferences</button>
 */
export function openCookiePreferences(): void {
  document.dispatchEvent(new CustomEvent(OPEN_COOKIE_PREFERENCES_EVENT));
}
