import { type ComponentType, useSyncExternalStore } from 'react';

/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

type PageEntry =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'loaded'; component: ComponentType }
  | { status: 'failed'; error: unknown };

/**
 * The page modules, loaded once each: a route's chunk is fetched on its first visit (or before
 * the first render, entry-client.tsx) and kept. A failed load is tried again on the next visit
 * (a flaky network must not break the route for the rest of the visit).
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

/** Starts loading a page module (once); resolves when it is there, rejects when it failed. */
export function loadPage(loader: PageLoader): Promise<void> {
  const known = pages.get(loader);
  if (known?.status === 'loaded') return Promise.resolve();
  if (known?.status === 'loading') return known.promise;
  setState({ pending: state.pending + 1, failed: false });
  const promise = loader().then(
    (module) => {
      pages.set(loader, { status: 'loaded', component: module.default });
      setState({ ...state, pending: state.pending - 1 });
    },
    (error: unknown) => {
      pages.set(loader, { status: 'failed', error });
      setState({ pending: state.pending - 1, failed: true });
      throw error;
    },
  );
  pages.set(loader, { status: 'loading', promise });
  return promise;
}

/**
 * The page component of a loader for rendering: the component once loaded; while it loads the
 * render suspends (the router's transition keeps the page shown until then); a failed load throws
 * to the route's error boundary, and is forgotten so that the next visit tries again.
 */
export function usePageComponent(loader: PageLoader): ComponentType {
  const entry = pages.get(loader);
  if (entry?.status === 'loaded') return entry.component;
  if (entry?.status === 'failed') {
    pages.delete(loader);
    throw entry.error;
  }
  // Suspends until the module is there (or has failed: the next render throws its error).
  throw loadPage(loader).catch(() => {});
}
