import { ApiError } from '@bikeship/core/api';
import { selectUser } from '@bikeship/core/stores';
import { Button, Notice, signInFailureText, useMessages } from '@bikeship/ui';
import { useId, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { useAccountBasics, useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';

/** Where the confirmation stands: waiting for the click, refused, or done (signed in or not). */
type Outcome =
  | { kind: 'ready' }
  | { kind: 'refused'; message: string }
  | { kind: 'confirmed'; firstName: string; signedIn: boolean };

/**
 * Confirm your email, opened from the link registration mails (the `token` attribute, else the
 * page URL's `?token=`): confirming creates the account (POST confirm-email), signs the new
 * customer in as a login does and emits `bikeship:login` (via 'register'). A used, expired or
 * unknown link says so and offers to register again.
 *
 * DECISION: confirming waits for a click rather than starting when the page opens: mail
 * filters that open the links of incoming mail would otherwise use up the single-use link
 * before the customer gets to it.
 */
export function ConfirmEmailView() {
  const t = useMessages(accountMessages);
  const basics = useAccountBasics();
  const loadRuntime = useLoadAccountRuntime();
  const { show } = useAccountView();
  const token = basics.settings.linkToken;
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? { kind: 'ready' }
      : { kind: 'refused', message: t('This confirmation link is invalid, used or expired.') },
  );
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const runtime = await loadRuntime();
      let sessionToken: string;
      try {
        ({ token: sessionToken } = await runtime.api.auth.confirmEmail({ body: { token } }));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        setOutcome({
          kind: 'refused',
          message: error.fieldErrors[0]?.message ?? signInFailureText(error, t),
        });
        return;
      }
      // The account exists from here on, whatever the sign-in does: one that fails says to log in.
      let signedIn: boolean;
      try {
        signedIn = await runtime.session.getState().signInWithToken(sessionToken);
      } catch {
        signedIn = false;
      }
      const user = selectUser(runtime.session.getState());
      if (signedIn && user) {
        basics.emit('bikeship:login', {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          via: 'register',
        });
      }
      setOutcome({ kind: 'confirmed', firstName: user?.firstName ?? '', signedIn });
    } finally {
      setBusy(false);
    }
  };

  const title = (
    <h2 className="bs-account-title" id={titleId}>
      {outcome.kind === 'confirmed' ? t('Thank you for registering') : t('Confirm your email')}
    </h2>
  );
  if (outcome.kind === 'confirmed') {
    return (
      <section className="bs-account" aria-labelledby={titleId}>
        {title}
        <Notice tone="success">
          {outcome.signedIn
            ? t('Welcome, {name}! Your free account is ready and you are logged in.', {
                name: outcome.firstName,
              })
            : t('Your account is ready. Log in with your email and password.')}
        </Notice>
        {outcome.signedIn ? null : (
          <div className="bs-account-links">
            <Button variant="primary" onClick={() => show('login')}>
              {t('Log In')}
            </Button>
          </div>
        )}
      </section>
    );
  }
  if (outcome.kind === 'refused') {
    return (
      <section className="bs-account" aria-labelledby={titleId}>
        {title}
        <Notice tone="warning">{outcome.message}</Notice>
        <div className="bs-account-links">
          <Button variant="link" onClick={() => show('register')}>
            {t('Register again')}
          </Button>
          <Button variant="link" onClick={() => show('login')}>
            {t('Log In')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="bs-account" aria-labelledby={titleId}>
      {title}
      <p>{t('Confirm your email address to finish creating your free bikeship account.')}</p>
      <Button
        variant="primary"
        busy={busy}
        className="bs-account-submit"
        onClick={() => void confirm()}
      >
        {t('Confirm email and log in')}
      </Button>
    </section>
  );
}
