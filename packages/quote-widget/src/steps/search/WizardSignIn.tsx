import { selectUser } from '@bikeship/core/stores';
import { useAdoptedCss } from '@bikeship/embed';
import { Button, type LoginCredentials, LoginForm, useMessages, useSession } from '@bikeship/ui';
import { useEffect, useId, useRef } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { searchStepMessages } from './searchStepMessages';
import { wizardSignInCss } from './wizardSignIn.css';

/**
 * Sign in from the wizard (shell §4 Session; quote §6): ui's login form — the account widget's
 * fields, checks and failure texts — signing in with the wizard's own session (core's `login`).
 * A login keeps the session's searches (core sessionStore), so the customer carries on where
 * they were, now with their saved boxes, addresses and cards; the session reaches the page's
 * other bikeship elements (the user menu) by storage and the session channel. Loaded when a
 * guest presses Sign in (SearchStep.tsx). The panel opens with the focus on the email; once
 * signed in it says who, and takes the focus so that is read.
 */
export function WizardSignIn(props: { onClose(): void }) {
  useAdoptedCss(wizardSignInCss);
  const t = useMessages(searchStepMessages);
  const { session } = useQuoteRuntime();
  const user = useSession(selectUser);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector('input')?.focus();
  }, []);
  useEffect(() => {
    if (user) panel.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  }, [user]);

  const login = (credentials: LoginCredentials) => session.getState().login(credentials);

  return (
    <section className="bs-signin" aria-labelledby={titleId} ref={panel}>
      <h3 id={titleId}>{t('Sign in to your bikeship account')}</h3>
      {user ? (
        <p tabIndex={-1}>
          {t(
            'Signed in as {name} ({email}). Your saved boxes, addresses and cards are offered as you go.',
            {
              name: `${user.firstName} ${user.lastName}`,
              email: user.email,
            },
          )}
        </p>
      ) : (
        <>
          <LoginForm onLogin={login} />
          <Button variant="link" onClick={props.onClose}>
            {t('Continue as a guest')}
          </Button>
        </>
      )}
    </section>
  );
}
