import { lazy } from 'react';
import { usePageLoading } from '../routes/pageLoading';
import { AfterHydration } from './AfterHydration';
import { useLastedFor, useMinimumDisplayTime } from './useMinimumDisplayTime';

/**
 * DECISION: a navigation that has not arrived after a second covers the page with the loading
 * overlay (shell §2 modals: the full-screen loading overlay) — the thin bar alone is easy to
 * miss on a slow phone, and a click on the old page meanwhile would be lost.
 */
export const LOADING_OVERLAY_AFTER_MS = 1_000;

// Fetched in an idle moment after the page hydrates, long before a customer's first click.
const NavigationFeedbackFrame = lazy(() => import('./NavigationFeedbackFrame'));

/**
 * Navigation feedback (shell §2, §9): the top progress bar while the next page's chunk loads
 * (held for the minimum fetch delay, so a fast one does not flicker), red when the navigation
 * failed, hidden otherwise; the full-screen loading overlay for a long wait.
 */
export function NavigationFeedback(props: { failed: boolean }) {
  const loading = usePageLoading().pending > 0;
  const showBar = useMinimumDisplayTime(loading);
  const covering = useLastedFor(loading, LOADING_OVERLAY_AFTER_MS);
  const state = props.failed ? 'failed' : showBar ? 'loading' : 'idle';
  return (
    <AfterHydration urgency="extra">
      <NavigationFeedbackFrame state={state} covering={covering} />
    </AfterHydration>
  );
}
