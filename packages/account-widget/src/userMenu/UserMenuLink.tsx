import type { ReactNode } from 'react';
import { useAccountBasics } from '../runtime/AccountRuntimeContext';
import { hrefOf, showOnThisPage, type UserMenuDestination } from './userMenuLinks';
import type { UserMenuPages } from './userMenuOptions';

/**
 * One link of the menu. With a configured page it is a real link there (open in a new tab
 * works); without one, a button that shows the view in a `<bikeship-account>` on this page.
 * Either way it emits `bikeship:navigate` { view, href } for a page with its own router.
 */
export function UserMenuLink(props: {
  to: UserMenuDestination;
  pages: UserMenuPages;
  onFollow(): void;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const basics = useAccountBasics();
  const href = hrefOf(props.to, props.pages);
  const follow = () => {
    basics.emit('bikeship:navigate', { view: props.to, href: href ?? null });
    props.onFollow();
  };
  if (href) {
    return (
      <a
        className="bs-user-menu-link"
        href={href}
        aria-label={props['aria-label']}
        onClick={follow}
      >
        {props.children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="bs-user-menu-link"
      aria-label={props['aria-label']}
      onClick={() => {
        follow();
        showOnThisPage(props.to);
      }}
    >
      {props.children}
    </button>
  );
}
