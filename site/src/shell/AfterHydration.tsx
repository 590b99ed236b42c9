import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders its children only in the browser, once the page has hydrated — the prerender and the
 * hydration render nothing here — and waits for their lazy chunks without a fallback. For the
 * shell's widget parts (the user menu, the navigation feedback, the notices, the quote box):
 * they need the browser anyway, and in chunks of their own they stay out of a page's first load.
 */
export function AfterHydration(props: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{props.children}</Suspense> : null;
}
