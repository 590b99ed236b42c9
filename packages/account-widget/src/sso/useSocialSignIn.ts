import { SSO_POPUP_HEIGHT_PX, SSO_POPUP_WIDTH_PX } from '@bikeship/core/constants';
import { useEffect, useRef, useState } from 'react';
import {
  useAccountBasics,
  useLoadAccountRuntime,
  useLoadedAccountRuntime,
} from '../runtime/AccountRuntimeContext';
import type { SsoProvider } from './ssoProviders';

/** Where a social sign-in stands, as the buttons show it. */
export type SocialSignInState =
  | { status: 'idle' }
  /** The popup is open; its token is listened for. */
  | { status: 'waiting'; provider: SsoProvider }
  /** The browser refused the popup (shell §8). */
  | { status: 'blocked' }
  /** A token came that names no user, or the client could not be loaded. */
  | { status: 'failed'; provider: SsoProvider };

/** One named popup: a second click reuses the window instead of opening another. */
const POPUP_NAME = 'bikeship-sso';

const IDLE: SocialSignInState = { status: 'idle' };

const importAttempt = () => import('./socialSignInAttempt');

/** A 500×600 popup (shell §9) centred on the page's window. */
function popupFeatures(): string {
  const centred = (offset: number, outer: number, size: number) =>
    Math.max(0, Math.round((offset || 0) + ((outer || size) - size) / 2));
  const left = centred(window.screenX, window.outerWidth, SSO_POPUP_WIDTH_PX);
  const top = centred(window.screenY, window.outerHeight, SSO_POPUP_HEIGHT_PX);
  return `popup=yes,width=${SSO_POPUP_WIDTH_PX},height=${SSO_POPUP_HEIGHT_PX},left=${left},top=${top}`;
}

/**
 * Social sign-in (shell §4): `start(provider)` opens the 500×600 popup on the provider path of
 * the API (`GET /api/Authentication/external-login/{provider}`) in the click itself — a popup
 * blocker allows no other — or says the popup was blocked; then the attempt
 * (socialSignInAttempt.ts, loaded with the stores) listens for the token and starts the session.
 */
export function useSocialSignIn() {
  const basics = useAccountBasics();
  const runtime = useLoadedAccountRuntime();
  const loadRuntime = useLoadAccountRuntime();
  const [state, setState] = useState<SocialSignInState>(IDLE);
  /** Ends the attempt under way: its listeners and timers, or its start still loading. */
  const endAttempt = useRef<(() => void) | null>(null);
  const end = () => {
    endAttempt.current?.();
    endAttempt.current = null;
  };
  useEffect(() => {
    // Fetched ahead, so that the listening starts the moment the popup opens.
    if (runtime) void importAttempt().catch(() => {});
  }, [runtime]);
  useEffect(() => end, []);

  const start = (provider: SsoProvider) => {
    end();
    // Without the client yet, the popup opens blank and goes to the provider path once the
    // client names it.
    const url = runtime ? runtime.api.auth.externalLogin({ params: { provider } }) : null;
    let popup: Window | null = null;
    try {
      popup = window.open(url ?? 'about:blank', POPUP_NAME, popupFeatures());
    } catch {
      popup = null;
    }
    if (!popup || popup.closed) {
      setState({ status: 'blocked' });
      return;
    }
    popup.focus?.();
    setState({ status: 'waiting', provider });
    const opened = popup;
    let cancelled = false;
    endAttempt.current = () => {
      cancelled = true;
    };
    Promise.all([loadRuntime(), importAttempt()]).then(
      ([loaded, { startSocialSignIn }]) => {
        if (cancelled) return;
        const providerUrl = url ?? loaded.api.auth.externalLogin({ params: { provider } });
        if (!url) opened.location.href = providerUrl;
        endAttempt.current = startSocialSignIn({
          runtime: loaded,
          emit: basics.emit,
          provider,
          popup: opened,
          url: providerUrl,
          onOutcome: (outcome) => {
            if (outcome !== 'gave-up') endAttempt.current = null;
            setState((now) => {
              if (outcome === 'failed') return { status: 'failed', provider };
              return outcome === 'signed-in' || now.status === 'waiting' ? IDLE : now;
            });
          },
        });
      },
      () => {
        if (cancelled) return;
        opened.close();
        setState({ status: 'failed', provider });
      },
    );
  };

  return { state, start };
}
