import { lazy, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { AfterHydration } from './AfterHydration';

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
 * The account widget's user menu in the header (shell §2), in its own chunk and shadow root.
 * Its links are real links to the site's routes (UserMenuFrame.tsx); a plain click on one is
 * followed by the router instead of a page load. React's events bubble out of the portal the
 * frame renders into, so one handler here sees the clicks inside the widget. Its place in the
 * header is kept from the first paint (styles/header.css).
 */
export function HeaderUserMenu() {
  const navigate = useNavigate();
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
      <AfterHydration>
        <UserMenuFrame />
      </AfterHydration>
    </div>
  );
}
