import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { rendersPrerender } from './hydration';
import type { SiteRuntime, Visitor } from './siteRuntime';
import { mayHoldCustomerSession } from './storedSessionHint';

let runtime: SiteRuntime | null = null;
let loading: Promise<SiteRuntime> | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The site runtime, imported and made once (a chunk of its own, so the first load of `/` stays
 * small). A failed import is forgotten, so the next call tries again.
 *
 * @example const runtime = await loadSiteRuntime(); runtime.visitor();
 */
export function loadSiteRuntime(): Promise<SiteRuntime> {
  loading ??= import('./siteRuntime').then(
    ({ createSiteRuntime }) => {
      runtime ??= createSiteRuntime();
      runtime.session.subscribe(notify);
      notify();
      return runtime;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The site runtime if it is loaded already. */
export function loadedSiteRuntime(): SiteRuntime | null {
  return runtime;
}

/** Hears the runtime arrive and every change of its session. */
export function subscribeSiteRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the guards know of the visitor: `unknown` until the runtime has read the session. */
export type KnownVisitor = Visitor | 'unknown';

/**
 * The runtime's answer once it is loaded; before, a browser that holds no customer's session is
 * a guest's for sure — a login page shows at once instead of after the runtime's chunk.
 */
const visitorNow = (): KnownVisitor => {
  if (runtime) return runtime.visitor();
  return mayHoldCustomerSession() ? 'unknown' : 'guest';
};
/**
 * The visitor, for a component: re-renders when the session changes. The prerender and the
 * hydration know nobody (the page's HTML is the same for all); after the hydration the visitor
 * is learnt in a transition.
 *
 * Why not useSyncExternalStore with a server snapshot: when the browser's value differs from the
 * prerender's, React re-renders at once and synchronously — for a guard, the whole page it then
 * shows (/login's form: one long task right after the hydration on a phone). A transition renders
 * it in slices.
 */
export function useVisitor(): KnownVisitor {
  const [visitor, setVisitor] = useState<KnownVisitor>(() =>
    rendersPrerender() ? 'unknown' : visitorNow(),
  );
  useEffect(() => {
    const learn = () => startTransition(() => setVisitor(visitorNow()));
    learn();
    return subscribeSiteRuntime(learn);
  }, []);
  return visitor;
}

const runtimeNow = (): SiteRuntime | null => runtime;
const noRuntimeInPrerender = (): SiteRuntime | null => null;

/**
 * The site runtime for a page that reads the shop's state (the order pages): null in the
 * prerender and the hydration, then the runtime, with the stored session read again as the page
 * opens (the wizard on the previous page may have changed it). Re-renders when the session
 * changes. A runtime that cannot load leaves the page on null (its loading state).
 */
export function useSiteRuntime(): SiteRuntime | null {
  useEffect(() => {
    loadSiteRuntime()
      .then((loaded) => loaded.catchUp())
      .catch((error: unknown) => console.error('The session could not be read', error));
  }, []);
  // Subscribed to the session's state, not only to the runtime (the same object throughout):
  // the page renders again when the session changes.
  useSyncExternalStore(
    subscribeSiteRuntime,
    () => runtime?.session.getState(),
    () => undefined,
  );
  return useSyncExternalStore(subscribeSiteRuntime, runtimeNow, noRuntimeInPrerender);
}
