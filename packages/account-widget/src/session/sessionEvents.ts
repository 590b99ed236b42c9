import { isSessionValid, sessionExpiresAt } from '@bikeship/core/rules';
import { type SessionState, type SessionStore, selectIsRegistered } from '@bikeship/core/stores';
import type { AccountWidgetEventDetail } from '../elements/widgetEvents';

export type SessionEventDetail = AccountWidgetEventDetail<'bikeship:session'>;

/**
 * The change between two states of the session store that a page hears of (README: events), or
 * null when none: a sign-in, a new token for the same customer (Continue, a confirmed password,
 * a changed password), the warning opening, the session ending.
 *
 * The session ending is `expired` when it had run out by then (the store's check, or another
 * element's, found it past its end) and `logged-out` otherwise (Log Out, a 401). Read from the
 * ended session rather than from the inactivity modal's flag: the store clears the session
 * before it opens that modal, so the flag comes one update late.
 */
export function sessionChangeOf(
  previous: SessionState,
  state: SessionState,
  now: number,
): SessionEventDetail | null {
  const was = selectIsRegistered(previous);
  const is = selectIsRegistered(state);
  const expiresAt = is ? new Date(sessionExpiresAt(state.session)).toISOString() : null;
  const userId = state.session?.user?.id ?? previous.session?.user?.id ?? null;
  const detail = (change: SessionEventDetail['change']): SessionEventDetail => ({
    change,
    userId,
    expiresAt,
    secondsLeft: change === 'warning' ? state.warningSecondsLeft : null,
  });
  if (!was && is) return detail('signed-in');
  if (was && !is) return detail(isSessionValid(previous.session, now) ? 'logged-out' : 'expired');
  if (!is) return null;
  if (state.token !== previous.token) return detail('extended');
  if (previous.warningSecondsLeft === null && state.warningSecondsLeft !== null) {
    return detail('warning');
  }
  return null;
}

/**
 * Emits `bikeship:session` for every change of this element's session store (sessionChangeOf);
 * answers the unsubscribe. The account runtime watches its store from when it is made, and a
 * session already there then — signed in before a reload, on another page or in another tab —
 * is told as `restored`, so a page learns who is signed in without waiting for a change.
 */
export function emitSessionChanges(
  session: SessionStore,
  emit: (detail: SessionEventDetail) => void,
): () => void {
  const unsubscribe = session.subscribe((state, previous) => {
    const change = sessionChangeOf(previous, state, Date.now());
    if (change) emit(change);
  });
  const found = session.getState();
  if (selectIsRegistered(found) && isSessionValid(found.session, Date.now())) {
    emit({
      change: 'restored',
      userId: found.session?.user?.id ?? null,
      expiresAt: new Date(sessionExpiresAt(found.session)).toISOString(),
      secondsLeft: null,
    });
  }
  return unsubscribe;
}
