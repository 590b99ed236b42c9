import { selectIsRegistered, selectUser } from '@bikeship/core/stores';
import { useAdoptedCss, WidgetFailureNotice } from '@bikeship/embed';
import {
  LocaleProvider,
  modalCss,
  ShopRuntimeProvider,
  supportedLocale,
  useMessages,
  useStoreWhenLoaded,
} from '@bikeship/ui';
import {
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { accountCss } from '../account/account.css';
import { accountMessages } from '../account/accountMessages';
import { AccountViewContext, type AccountViewControl } from '../account/accountView';
import { useAccountBasics, useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';
import { type AccountRuntimeOptions, createAccountBasics } from '../runtime/accountBasics';
import { createAccountRuntimeLoader } from '../runtime/accountRuntimeLoader';
import { SessionModals } from '../session/SessionModals';
import { useLogout } from '../session/useLogout';
import { LoggedInPanel } from './LoggedInPanel';
import { LoggedOutPanel, type PopupView } from './LoggedOutPanel';
import { userMenuCss } from './userMenu.css';
import { hrefOf } from './userMenuLinks';
import type { UserMenuPages } from './userMenuOptions';

export interface UserMenuProps {
  options: AccountRuntimeOptions;
  pages: UserMenuPages;
  theme?: string | undefined;
  /**
   * Opens the panel as the menu first shows: a host that shows its own button until the menu's
   * code is wanted (the site's header) passes the click on it.
   */
  openAtStart?: boolean | undefined;
}

/**
 * `<bikeship-user-menu>`'s tree: its own runtime (the session is shared through storage and the
 * channel with every bikeship element of the page, as `<bikeship-account>`'s is), the menu, and
 * the session modals (shell §2, §4) — a page with the menu gets them.
 */
export function UserMenu(props: UserMenuProps) {
  const { options } = props;
  useAdoptedCss(accountCss);
  useAdoptedCss(modalCss);
  useAdoptedCss(userMenuCss);
  const settingsKey = JSON.stringify(options.settings);
  const account = useMemo(() => {
    const basics = createAccountBasics(options);
    return { basics, loader: createAccountRuntimeLoader(options, basics) };
  }, [options.apiBase, settingsKey]);
  const { basics, loader } = account;
  const runtime = useSyncExternalStore(loader.subscribe, loader.current);
  useEffect(() => {
    // The menu shows the session from the first moment: load the stores at once.
    void loader.load().catch(() => {});
    return () => loader.dispose();
  }, [loader]);
  const locale = supportedLocale(basics.settings.locale);
  return (
    <LocaleProvider locale={locale}>
      <ShopRuntimeProvider basics={basics} runtime={runtime} load={loader.load}>
        <div className="bs-widget" lang={locale} data-theme={props.theme || undefined}>
          <WidgetFailureNotice failures={basics.failures} />
          <UserMenuControl {...props} />
        </div>
      </ShopRuntimeProvider>
    </LocaleProvider>
  );
}

/**
 * The button and its panel. Only one of the user menu and a host's main menu is open at a time:
 * opening emits `bikeship:menu-open`; the menu closes on another element's `bikeship:menu-open`
 * and on the page's `bikeship:menu-close` (both listened to on `document`). Escape, a click
 * outside and the focus moving out of it close it (the disclosure-menu pattern); Escape returns
 * focus to the button.
 */
function UserMenuControl(props: UserMenuProps) {
  const t = useMessages(accountMessages);
  const basics = useAccountBasics();
  const runtime = useLoadedAccountRuntime();
  const user = useStoreWhenLoaded(runtime?.session, selectUser, null);
  const registered = useStoreWhenLoaded(runtime?.session, selectIsRegistered, false);
  const [open, setOpen] = useState(false);
  const [popupView, setPopupView] = useState<PopupView>('login');
  const openAtStart = useRef(props.openAtStart);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const logout = useLogout(props.pages.logoutPage);
  const events = props.options.events;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  const openMenu = (view: PopupView = 'login') => {
    setPopupView(view);
    setOpen(true);
    basics.emit('bikeship:menu-open', { menu: 'user' });
  };

  // A layout effect: the listeners are there as soon as the panel is, not a frame later.
  useLayoutEffect(() => {
    if (!open) return;
    // The first control of the panel: the login's Email, or the Edit link.
    panel.current?.querySelector<HTMLElement>('input, a[href], button')?.focus();
    const onOtherMenu = (event: Event) => {
      if (event.target !== events) setOpen(false);
    };
    const onMenuClose = () => setOpen(false);
    const onPointerDown = (event: Event) => {
      if (menu.current && !event.composedPath().includes(menu.current)) setOpen(false);
    };
    // The focus leaving the menu (Tab past its last control) closes it: left open, the panel
    // would cover the field the focus went to, and its Escape would no longer be heard. Only a
    // focus that went somewhere else: none (`relatedTarget` null) is the window losing the focus
    // (a social sign-in's popup) or a control of the panel leaving the page (the popup's view
    // changing) — the menu stays. A focus into another shadow root comes as its host: outside.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && menu.current && !menu.current.contains(next)) setOpen(false);
    };
    const frame = menu.current;
    document.addEventListener('bikeship:menu-open', onOtherMenu);
    document.addEventListener('bikeship:menu-close', onMenuClose);
    document.addEventListener('pointerdown', onPointerDown);
    // Listened to on the element, not through the runtime's props: preact's onBlur does not
    // bubble, React's does.
    frame?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('bikeship:menu-open', onOtherMenu);
      document.removeEventListener('bikeship:menu-close', onMenuClose);
      document.removeEventListener('pointerdown', onPointerDown);
      frame?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, events]);

  // Once, as the menu first shows; through openMenu, as a click would: the host's main menu
  // hears `bikeship:menu-open`.
  useEffect(() => {
    if (openAtStart.current) openMenu();
  }, []);

  // The login form's links: to the partner's account page when there is one, else in the popup.
  const viewControl = useMemo<AccountViewControl>(
    () => ({
      view: popupView,
      show(next) {
        basics.emit('bikeship:view', { view: next, previousView: popupView });
        if (next !== 'login' && next !== 'register' && next !== 'forgot-password') return;
        const href = hrefOf(next, props.pages);
        if (href) location.assign(href);
        else setPopupView(next);
      },
    }),
    [popupView, basics, props.pages],
  );

  const logIn = () => {
    const href = hrefOf('login', props.pages);
    if (!href) return openMenu('login');
    // Already on the login page (a host that took the customer there after an expiry, with its
    // way back in the address): the modal closing is enough, a reload would lose that way back.
    if (new URL(href, location.href).pathname !== location.pathname) location.assign(href);
  };

  // On the panel and on the toggle: Escape closes the open menu wherever the focus is in it.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  const signedIn = registered && user;
  return (
    <div className="bs-user-menu" ref={menu}>
      {/* ui's Button look on a plain button: the menu needs its element (focus comes back). */}
      <button
        ref={toggle}
        type="button"
        className={`bs-button bs-button-${signedIn ? 'secondary' : 'primary'} bs-user-menu-toggle`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : openMenu())}
        onKeyDown={onKeyDown}
      >
        {signedIn ? t('My Account') : t('Log In or Register')}
      </button>
      <section
        ref={panel}
        id={panelId}
        className="bs-user-menu-panel"
        aria-label={t('Account menu')}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        {!open ? null : signedIn ? (
          <LoggedInPanel
            user={user}
            pages={props.pages}
            onFollow={() => close(false)}
            onLogout={() => {
              close(true);
              void logout();
            }}
          />
        ) : (
          <AccountViewContext.Provider value={viewControl}>
            <LoggedOutPanel view={popupView} />
          </AccountViewContext.Provider>
        )}
      </section>
      <SessionModals logoutPage={props.pages.logoutPage} onLogIn={logIn} />
    </div>
  );
}
