import { type ComponentType, useSyncExternalStore } from 'react';

/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

type PageEntry =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'loaded'; component: ComponentType }
  | { status: 'failed'; error: unknown; visit: string };

/**
 * The page modules, loaded once each: a route's chunk is fetched on its first visit (or before
 * the first render, entry-client.tsx) and kept. A failed load stays failed for the visit it
 * failed on — React renders a failed tree again, and a new load per render would never end — and
 * is tried again on the next visit (a navigation: the router's location key), so a flaky network
 * does not break the route for the rest of the session.
 */
const pages = new Map<PageLoader, PageEntry>();

/** How many page chunks are on their way, and whether the last one failed (the progress bar). */
export interface PageLoadingState {
  pending: number;
  failed: boolean;
}
let state: PageLoadingState = { pending: 0, failed: false };
const listeners = new Set<() => void>();
function setState(next: PageLoadingState): void {
  state = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const IDLE: PageLoadingState = { pending: 0, failed: false };

/** Whether a page chunk is loading (the top progress bar, shell §2). */
export function usePageLoading(): PageLoadingState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}

/** The router's location key of the page's first render (BrowserRouter's initial location). */
export const FIRST_VISIT = 'default';

/**
 * Starts loading a page module for a visit (once); resolves when it is there, rejects when it
 * failed. A load that failed on another visit starts again.
 */
export function loadPage(loader: PageLoader, visit: string = FIRST_VISIT): Promise<void> {
  const known = pages.get(loader);
  if (known?.status === 'loaded') return Promise.resolve();
  if (known?.status === 'loading') return known.promise;
  if (known?.status === 'failed' && known.visit === visit) return Promise.reject(known.error);
  setState({ pending: state.pending + 1, failed: false });
  const promise = loader().then(
    (module) => {
      pages.set(loader, { status: 'loaded', component: module.default });
      setState({ ...state, pending: state.pending - 1 });
    },
    (error: unknown) => {
      pages.set(loader, { status: 'failed', error, visit });
      setState({ pending: state.pending - 1, failed: true });
      throw error;
    },
  );
  pages.set(loader, { status: 'loading', promise });
  return promise;
}

/**
 * The page component of a loader for a visit: the component once loaded; while it loads the
 * render suspends (the router's transition keeps the page shown until then); a load that failed
 * on this visit throws to the route's error boundary.
 */
export function usePageComponent(loader: PageLoader, visit: string): ComponentType {
  const entry = pages.get(loader);
  if (entry?.status === 'loaded') return entry.component;
  if (entry?.status === 'failed' && entry.visit === visit) throw entry.error;
  // Suspends until the module is there (or has failed: the next render throws its error).
  throw loadPage(loader, visit).catch(() => {});
}
