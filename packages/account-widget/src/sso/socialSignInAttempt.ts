import { SSO_STORAGE_POLL_MS } from '@bikeship/core/constants';
import { selectUser } from '@bikeship/core/stores';
import type { AccountBasics } from '../runtime/accountBasics';
import type { AccountRuntime } from '../runtime/accountRuntime';
import { awaitSsoToken } from './ssoHandOver';
import type { SsoProvider } from './ssoProviders';

/**
 * How long a sign-in is listened for: the server keeps a sign-in attempt 10 minutes
 * (api services/externalLogin.ts); after that the popup can no longer finish it.
 */
const SSO_LISTEN_LIMIT_MS = 10 * 60_000;

/** What an attempt tells the buttons. */
export type SocialSignInOutcome = 'signed-in' | 'failed' | 'gave-up';

export interface SocialSignInAttempt {
  runtime: AccountRuntime;
  emit: AccountBasics['emit'];
  provider: SsoProvider;
  /** The popup, already on its way to the provider path `url`. */
  popup: Window;
  url: string;
  onOutcome(outcome: SocialSignInOutcome): void;
}

/**
 * One social sign-in after its popup opened (shell §4): listens for the popup's token on every
 * channel (ssoHandOver.ts) — a popup message only from the origin of the server that serves the
 * popup, which is the API's (`url`) — and starts the registered session with the first token in
 * the shared session store, as a login starts one; the element then emits `bikeship:login` with
 * `via` the provider. Returns the function that ends the attempt without a token.
 *
 * Loaded with the stores, after the element's first render (the first-load budget): the buttons
 * open the popup in the click itself, as a popup blocker requires, and this module listens.
 */
export function startSocialSignIn(attempt: SocialSignInAttempt): () => void {
  const { runtime, provider, popup, onOutcome } = attempt;
  const finish = async (token: string) => {
    const signedIn = await runtime.session.getState().signInWithToken(token);
    const user = signedIn ? selectUser(runtime.session.getState()) : null;
    if (!user) return onOutcome('failed');
    attempt.emit('bikeship:login', {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      via: provider,
    });
    onOutcome('signed-in');
  };

  const stopListening = awaitSsoToken({
    messageOrigins: [new URL(attempt.url).origin],
    onToken: (token) => {
      end();
      void finish(token);
    },
  });
  // DECISION: a popup seen closed twice (the customer gave up) only takes the waiting message
  // away; listening goes on to the limit. A popup cut off from its opener by the page's
  // Cross-Origin-Opener-Policy reads as closed while it is still open, and its local-storage
  // hand-over must still land.
  let closedChecks = 0;
  const watch = setInterval(() => {
    if (popup.closed) closedChecks += 1;
    if (closedChecks === 2) onOutcome('gave-up');
  }, SSO_STORAGE_POLL_MS);
  const limit = setTimeout(() => {
    end();
    onOutcome('gave-up');
  }, SSO_LISTEN_LIMIT_MS);

  function end(): void {
    stopListening();
    clearInterval(watch);
    clearTimeout(limit);
  }
  return end;
}
