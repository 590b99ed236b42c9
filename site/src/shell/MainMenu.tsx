import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MAIN_MENU_ENTRIES } from './mainMenuEntries';
import { announceMainMenuOpen, isOtherMenuOpening, MENU_OPEN_EVENT } from './menuCoordination';

/**
 * The main menu (shell §2). From 1200 px the entries stand in the header; below, a hamburger
 * button opens them as a panel. Opening it closes the user menu (menuCoordination.ts), and the
 * user menu opening closes it; Escape closes it and gives the focus back to the button; a
 * navigation, a click outside or the focus moving out of it closes it.
 */
export function MainMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const location = useLocation();

  // A navigation closes the panel (the page it opened is what the customer asked for).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onOtherMenu = (event: Event) => {
      if (isOtherMenuOpening(event)) setOpen(false);
    };
    const onPointerDown = (event: Event) => {
      if (nav.current && !event.composedPath().includes(nav.current)) setOpen(false);
    };
    document.addEventListener(MENU_OPEN_EVENT, onOtherMenu);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener(MENU_OPEN_EVENT, onOtherMenu);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const onToggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    announceMainMenuOpen();
  };

  // The focus leaving the open panel (Tab past "Contact") closes it: left open, the panel would
  // cover the control the focus went to. Only a focus that went somewhere (`relatedTarget`):
  // none is the window losing the focus, and a click outside is the pointerdown's.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <nav
      ref={nav}
      className={`site-menu${open ? ' site-menu-open' : ''}`}
      aria-label="Main"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={toggle}
        type="button"
        className="site-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <span className="site-menu-toggle-icon" aria-hidden="true" />
        <span className="site-menu-toggle-text">Menu</span>
      </button>
      <ul id={listId} className="site-menu-list">
        {MAIN_MENU_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className="site-menu-link">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
