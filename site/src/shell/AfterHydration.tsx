import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { onIdleTurn, type Urgency } from './idleTurns';

/**
 * Renders its children only in the browser, once the page has hydrated and the main thread has
 * an idle moment for them (shell/idleTurns.ts: one deferred part at a time, the most urgent
 * first) — the prerender and the hydration render nothing here — and waits for their lazy chunks
 * without a fallback. For the shell's widget parts (the user menu, the navigation feedback, the
 * notices, the quote box): they need the browser anyway, and in chunks of their own they stay
 * out of a page's first load. Their first render is a transition: React renders it in slices.
 */
export function AfterHydration(props: { urgency: Urgency; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const { urgency } = props;
  useEffect(() => onIdleTurn(urgency, () => startTransition(() => setShown(true))), [urgency]);
  return shown ? <Suspense fallback={null}>{props.children}</Suspense> : null;
}
