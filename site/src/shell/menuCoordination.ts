/**
 * Only one of the main menu and the account widget's user menu is open at a time (shell §2).
 * The user menu's protocol (account-widget README, `<bikeship-user-menu>`): it emits
 * `bikeship:menu-open` { menu: 'user' } when it opens, bubbling to `document`, and closes when
 * another `bikeship:menu-open` reaches `document` from elsewhere. The main menu speaks the same.
 */
export const MENU_OPEN_EVENT = 'bikeship:menu-open';

/** The main menu's name in the event's detail. */
export const MAIN_MENU = 'main';

/** Tells the page — the user menu among others — that the main menu opened. */
export function announceMainMenuOpen(): void {
  document.dispatchEvent(new CustomEvent(MENU_OPEN_EVENT, { detail: { menu: MAIN_MENU } }));
}

/** Whether a `bikeship:menu-open` came from another menu than the main one. */
export function isOtherMenuOpening(event: Event): boolean {
  const detail = (event as CustomEvent<{ menu?: string } | null>).detail;
  return detail?.menu !== MAIN_MENU;
}
