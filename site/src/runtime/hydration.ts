import { useLayoutEffect, useSyncExternalStore } from 'react';

let hydrating = false;

/** The entry is about to hydrate a prerendered page (entry-client.tsx). */
export function startHydration(): void {
  hydrating = true;
}

/**
 * True while a render makes the prerender's markup: in the prerender itself, and in the browser
 * from the entry's hydration until it has committed (the hydration must match the prerender).
 */
export function rendersPrerender(): boolean {
  return hydrating || typeof document === 'undefined';
}

/**
 * The app's last element (entry-client.tsx): its layout effect runs once the hydration has
 * committed — after every component of the page has made its first render. Renders nothing.
 */
export function HydrationCommitted(): null {
  useLayoutEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

const subscribeToNothing = () => () => {};

/**
 * False in the prerender and the hydration render; true once the page is the app's — the
 * component renders again right after the hydration (useSyncExternalStore's server snapshot).
 * For markup that must change then; rendersPrerender() is for a first value that must not.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
