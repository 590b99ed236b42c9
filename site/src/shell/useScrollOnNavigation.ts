import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as a page the server sends does: React Router's declarative
 * router keeps the window's scroll, so a footer link opened the next page at ITS footer and it
 * looked as if nothing had happened. Only when the path changes (a search written into the
 * address stays where it is), not on Back/Forward (the browser puts those where they were), and
 * a link to `#part` scrolls to that part.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
