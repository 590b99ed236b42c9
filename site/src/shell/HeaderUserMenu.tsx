import { SESSION_STORAGE_KEY } from '@bikeship/core/constants';
import {
  lazy,
  type MouseEvent,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../runtime/hydration';
import { loadSiteRuntime, useVisitor } from '../runtime/siteRuntimeLoader';
import { mayHoldCustomerSession } from '../runtime/storedSessionHint';
import { onIdleTurn } from './idleTurns';

const UserMenuFrame = lazy(() => import('./UserMenuFrame'));

/** A plain left click that the browser would follow in this tab: the router can take it. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Whether the account widget's menu is wanted: not yet (`none`: the header shows its own
 * button), shown, or shown with its panel open (the visitor clicked before it was here).
 */
type MenuWanted = 'none' | 'shown' | 'open';

/** The guest's button until the account widget's menu is wanted: the widget's toggle, in look. */
function LogInButton(props: { onIntent: () => void; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="site-user-menu-button"
      aria-expanded={false}
      onPointerEnter={props.onIntent}
      onTouchStart={props.onIntent}
      onClick={props.onOpen}
    >
      Log In or Register
    </button>
  );
}

/**
 * A sign-in in another tab of this browser (its session stored: a `storage` event here) loads the
 * site runtime, which then tells the header the customer (useVisitor). On the page itself the
 * sign-in's `bikeship:login` does that (services/SessionNavigation.tsx); once the account
 * widget's menu is shown it follows the session itself — sign-out, expiry — through its own
 * runtime. Answers the function that stops listening.
 */
function watchSignInElsewhere(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || !mayHoldCustomerSession()) return;
    loadSiteRuntime().catch((error: unknown) =>
      console.error('The session could not be read', error),
    );
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The account widget's user menu in the header (shell §2), in its own chunk and shadow root.
 *
 * DECISION: a guest's header shows the menu's button as plain HTML, and the widget — its code,
 * its runtime, its styles — comes when the visitor reaches for it (the pointer over it, a touch,
 * a click; a click opens the panel as soon as it is there). Most visitors of a page never open
 * the menu, and loading it for all of them was the largest part of a page's work after its first
 * render on a phone. A browser that holds a customer's session loads the menu at once, in the
 * first idle moment: it shows "My Account" and the session's modals. The same when a guest
 * signs in while the page is open: the header follows the session, not the page's first load.
 *
 * The menu's links are real links to the site's routes (UserMenuFrame.tsx); a plain click on one
 * is followed by the router instead of a page load. React's events bubble out of the portal the
 * frame renders into, so one handler here sees the clicks inside the widget. Its place in the
 * header is kept from the first paint (styles/header.css): the prerender and the hydration show
 * nothing there (they cannot know the visitor), the button follows at once.
 */
export function HeaderUserMenu() {
  const navigate = useNavigate();
  // Who is looking, as the site knows it (runtime/siteRuntimeLoader.ts), followed while the page
  // is open: a guest that signs in — on /login, a mailed confirm link, a widget of the page —
  // becomes a customer here too. `unknown` in the prerender and the hydration (they show the
  // same to everybody: nothing in the menu's place), and after them while a stored session is
  // not read yet.
  const visitor = useVisitor();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState<MenuWanted>('none');
  const [menuShown, setMenuShown] = useState(false);
  const mayBeCustomer = hydrated && visitor !== 'guest';
  useEffect(() => {
    if (!mayBeCustomer) return;
    return onIdleTurn('content', () =>
      startTransition(() => setWanted((now) => (now === 'none' ? 'shown' : now))),
    );
  }, [mayBeCustomer]);
  useEffect(() => watchSignInElsewhere(), []);
  const onShown = useCallback(() => setMenuShown(true), []);
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event) || link.target) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside handle the keyboard; this only routes their clicks.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click event too.
    <div className="site-user-menu" onClick={followInApp}>
      {hydrated && visitor === 'guest' && !menuShown ? (
        <LogInButton
          onIntent={() => setWanted((now) => (now === 'none' ? 'shown' : now))}
          onOpen={() => setWanted('open')}
        />
      ) : null}
      {wanted === 'none' ? null : (
        // Hidden until its tree is there: the button above stays until the same frame.
        <div className="site-user-menu-widget" hidden={!menuShown}>
          <Suspense fallback={null}>
            <UserMenuFrame openAtStart={wanted === 'open'} onShown={onShown} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
