import { selectConfirmPasswordOpen, selectUser } from '@bikeship/core/stores';
import { useStoreWhenLoaded } from '@bikeship/ui';
import { useEffect, useRef, useState } from 'react';
import { useAccountBasics, useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';
import { ConfirmPasswordModal } from './ConfirmPasswordModal';
import { InactivityModal } from './InactivityModal';
import { SessionWarningModal } from './SessionWarningModal';
import { useLogout } from './useLogout';

/** The page URL's mark of a page reached by an inactivity logout: it shows the modal there. */
export const LOGGED_OUT_MARK = 'bikeship-session';
const LOGGED_OUT_VALUE = 'expired';

/** The logout page with the mark, so the inactivity modal greets the customer there. */
export function loggedOutPageOf(logoutPage: string): string {
  const url = new URL(logoutPage, document.baseURI);
  url.searchParams.set(LOGGED_OUT_MARK, LOGGED_OUT_VALUE);
  return url.href;
}

const arrivedLoggedOut = () =>
  new URLSearchParams(location.search).get(LOGGED_OUT_MARK) === LOGGED_OUT_VALUE;

/**
 * The session manager, visible (shell §2, §4): the warning with its countdown, the inactivity
 * modal, the confirm-password modal — each shown from core's session store, which runs the timer
 * (first check after 1 s, then every 5 s, the countdown each second) and holds the state. This
 * only shows it and passes the customer's choice back.
 *
 * An inactivity logout emits `bikeship:logout` and, with a `logout-page`, goes there (shell §4:
 * "goes to /"); the page reached shows the inactivity modal (LOGGED_OUT_MARK in its URL).
 */
export function SessionModals(props: { logoutPage?: string | undefined; onLogIn(): void }) {
  const basics = useAccountBasics();
  const runtime = useLoadedAccountRuntime();
  const session = runtime?.session;
  const secondsLeft = useStoreWhenLoaded(session, (state) => state.warningSecondsLeft, null);
  const loggedOut = useStoreWhenLoaded(session, (state) => state.loggedOutModalOpen, false);
  const confirmOpen = useStoreWhenLoaded(session, selectConfirmPasswordOpen, false);
  const email = useStoreWhenLoaded(session, (state) => selectUser(state)?.email ?? '', '');
  const [arrived, setArrived] = useState(arrivedLoggedOut);
  const [extending, setExtending] = useState(false);
  const logout = useLogout(props.logoutPage);
  const wasLoggedOut = useRef(loggedOut);

  useEffect(() => {
    if (loggedOut && !wasLoggedOut.current) {
      basics.emit('bikeship:logout', { reason: 'inactivity' });
      if (props.logoutPage) location.assign(loggedOutPageOf(props.logoutPage));
    }
    wasLoggedOut.current = loggedOut;
  }, [loggedOut, basics, props.logoutPage]);

  const closeInactivity = () => {
    setArrived(false);
    session?.getState().closeLoggedOutModal();
  };

  return (
    <>
      <SessionWarningModal
        secondsLeft={secondsLeft}
        busy={extending}
        onContinue={() => {
          if (!session || extending) return;
          setExtending(true);
          void session
            .getState()
            .extend()
            .finally(() => setExtending(false));
        }}
        onLogout={() => void logout()}
      />
      <InactivityModal
        open={loggedOut || arrived}
        onClose={closeInactivity}
        onLogIn={() => {
          closeInactivity();
          props.onLogIn();
        }}
      />
      <ConfirmPasswordModal
        open={confirmOpen}
        email={email}
        confirm={(password) =>
          session?.getState().confirmPassword(password) ?? Promise.resolve(false)
        }
        onLogout={() => {
          session?.getState().logoutAndReload();
          basics.emit('bikeship:logout', { reason: 'user' });
        }}
      />
    </>
  );
}
