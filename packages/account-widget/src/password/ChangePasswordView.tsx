import { ApiError } from '@bikeship/core/api';
import { changePasswordRequestSchema } from '@bikeship/core/schemas';
import { selectIsRegistered, selectUser } from '@bikeship/core/stores';
import {
  AccountField,
  Button,
  type FieldErrors,
  fieldErrorsOf,
  hasErrors,
  Notice,
  serverFieldErrors,
  useMessages,
  useStoreWhenLoaded,
} from '@bikeship/ui';
import { useId, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { useLoadAccountRuntime, useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';
import { confirmationError } from '../signIn/passwordConfirmation';

const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;
type ChangePasswordField = (typeof SERVER_FIELDS)[number] | 'confirmation';

/** What the form says above its fields: the password changed, or why nothing was changed. */
type Outcome = { kind: 'changed'; renewed: boolean } | { kind: 'refused'; message: string } | null;

const HTTP_TOO_MANY_REQUESTS = 429;

/** The wait a 429 answer names (its `retryAfterSeconds`), in whole minutes; null if none. */
function retryMinutesOf(error: ApiError): number | null {
  const body = error.body as { retryAfterSeconds?: unknown } | undefined;
  const seconds = body?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
}

/**
 * Change password (/changePassword, shell §2) for the signed-in customer: the current password,
 * the new one and its confirmation — checked with the call's own schema (core) — then
 * POST change-password. Every session of the account issued before ends, this one's too; the
 * answer is a new session, kept in the session store as a login keeps one. The server's
 * refusals stand against their fields (`currentPassword`, `newPassword`); too many attempts
 * (429) say how long to wait. Signed out, the view says so and links to the login.
 */
export function ChangePasswordView() {
  const t = useMessages(accountMessages);
  const runtime = useLoadedAccountRuntime();
  const loadRuntime = useLoadAccountRuntime();
  const { show } = useAccountView();
  const registered = useStoreWhenLoaded(runtime?.session, selectIsRegistered, false);
  const user = useStoreWhenLoaded(runtime?.session, selectUser, null);
  const [values, setValues] = useState<Record<ChangePasswordField, string>>({
    currentPassword: '',
    newPassword: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const title = (
    <h2 className="bs-account-title" id={titleId}>
      {t('Change password')}
    </h2>
  );

  if (outcome?.kind === 'changed') {
    return (
      <section className="bs-account" aria-labelledby={titleId}>
        {title}
        <Notice tone="success">
          {outcome.renewed
            ? t(
                'Your password has been changed. You stay logged in here; other devices must log in again.',
              )
            : t('Your password has been changed. Log in with your new password.')}
        </Notice>
        {outcome.renewed ? null : (
          <div className="bs-account-links">
            <Button variant="primary" onClick={() => show('login')}>
              {t('Log In')}
            </Button>
          </div>
        )}
      </section>
    );
  }

  if (!runtime) {
    return (
      <section className="bs-account" aria-labelledby={titleId} aria-busy="true">
        {title}
        <p role="status">{t('Loading…')}</p>
      </section>
    );
  }

  if (!registered) {
    return (
      <section className="bs-account" aria-labelledby={titleId}>
        {title}
        <p>{t('You are not logged in. Log in to change your password.')}</p>
        <div className="bs-account-links">
          <Button variant="link" onClick={() => show('login')}>
            {t('Log In')}
          </Button>
        </div>
      </section>
    );
  }

  const field = (name: ChangePasswordField) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    name,
  });

  const submit = async () => {
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const checked = fieldErrorsOf<ChangePasswordField>(changePasswordRequestSchema, body, t);
    const mismatch = confirmationError(values.newPassword, values.confirmation, t);
    if (mismatch) checked.confirmation = mismatch;
    setErrors(checked);
    setOutcome(null);
    if (hasErrors(checked)) return;
    setBusy(true);
    try {
      const loaded = await loadRuntime();
      let token: string;
      try {
        ({ token } = await loaded.api.auth.changePassword({ body }));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === HTTP_TOO_MANY_REQUESTS) {
          const minutes = retryMinutesOf(error);
          setOutcome({
            kind: 'refused',
            message:
              minutes === null
                ? t('Too many attempts to change your password. Please wait and try again.')
                : t(
                    {
                      one: 'Too many attempts to change your password. Please wait {count} minute and try again.',
                      other:
                        'Too many attempts to change your password. Please wait {count} minutes and try again.',
                    },
                    { count: minutes },
                  ),
          });
          return;
        }
        const { byField, other } = serverFieldErrors(error.fieldErrors, SERVER_FIELDS);
        setErrors(byField);
        if (other.length > 0 || !hasErrors(byField)) {
          setOutcome({
            kind: 'refused',
            message: other.join(' ') || t('Your password could not be changed. Please try again.'),
          });
        }
        return;
      }
      // The old token ended with the change: the session goes on with the new one, kept as a
      // login keeps its token. Should the new token name no user, the customer is logged out
      // here rather than left with a session the server no longer honours.
      const session = loaded.session.getState();
      const renewed = await session.signInWithToken(token);
      if (!renewed) session.logout();
      setOutcome({ kind: 'changed', renewed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bs-account" aria-labelledby={titleId}>
      {title}
      {outcome?.kind === 'refused' ? <Notice tone="danger">{outcome.message}</Notice> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* Whose password this is, for the browser's password manager to update the right entry. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
        />
        <AccountField
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('currentPassword')}
        />
        <AccountField
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          required
          {...field('newPassword')}
        />
        <AccountField
          label={t('Confirm new password')}
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmation')}
        />
        <Button type="submit" variant="primary" busy={busy} className="bs-account-submit">
          {t('Change password')}
        </Button>
      </form>
    </section>
  );
}
