import { idleTurn } from '../shell/idleTurns';

/** One page view as shell §7 names it: the full path, the route name as title. */
export interface PageView {
  /** The router's key of the location: tells two views of one path apart. */
  key: string;
  path: string;
  title: string;
}

/**
 * Counts a page view (shell §7). The sender — consent, visitor type, our API and the configured
 * provider — is a chunk of its own, loaded on the first view in an idle moment after the page's
 * own parts (shell/idleTurns.ts). Failures are logged only (shell §8).
 */
export function requestPageView(view: PageView): void {
  idleTurn('extra')
    .then(() => import('./pageViewSender'))
    .then(({ sendPageView }) => sendPageView(view))
    .catch((error: unknown) => console.error('The page view could not be sent', error));
}
