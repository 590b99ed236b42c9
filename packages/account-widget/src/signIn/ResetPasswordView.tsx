import { ApiError } from '@bikeship/core/api';
import { resetPasswordRequestSchema } from '@bikeship/core/schemas';
import {
  AccountField,
  Button,
  type FieldErrors,
  fieldErrorsOf,
  hasErrors,
  Notice,
  useMessages,
} from '@bikeship/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { useAccountBasics, useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';
import { confirmationError } from './passwordConfirmation';

type ResetField = 'password' | 'confirmation';

/** Where the reset link stands: being checked, unusable, usable, or used to set the password. */
type LinkState = 'checking' | 'invalid' | 'valid' | 'done';

/**
 * Reset password, opened from the mailed link (the `token` attribute, else the page URL's
 * `?token=`): the token is verified first (POST verify-reset-token) — an unknown, used or
 * expired link says so and offers a new one — then a new password, typed twice. The server's
 * failure (a password it refuses, a link used meanwhile) is shown against the field.
 */
export function ResetPasswordView() {
  const t = useMessages(accountMessages);
  const { settings } = useAccountBasics();
  const loadRuntime = useLoadAccountRuntime();
  const { show } = useAccountView();
  const token = settings.linkToken;
  const [link, setLink] = useState<LinkState>(token ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  // The load function changes once the runtime is there; the token is checked once.
  const loadForCheck = useRef(loadRuntime);
  loadForCheck.current = loadRuntime;
  useEffect(() => {
    if (!token) return;
    let current = true;
    setLink('checking');
    loadForCheck
      .current()
      .then((runtime) => runtime.api.auth.verifyResetToken({ body: { token } }))
      .then(
        (answer) => current && setLink(answer !== false && answer.valid ? 'valid' : 'invalid'),
        () => current && setLink('invalid'),
      );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = async () => {
    if (!token) return;
    const checked: FieldErrors<ResetField> = {
      ...fieldErrorsOf<ResetField>(resetPasswordRequestSchema, { token, password }, t),
    };
    const mismatch = confirmationError(password, confirmation, t);
    if (mismatch) checked.confirmation = mismatch;
    setErrors(checked);
    if (hasErrors(checked)) return;
    setBusy(true);
    try {
      const runtime = await loadRuntime();
      await runtime.api.auth.resetPassword({ body: { token, password } });
      setLink('done');
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setErrors({
        password:
          failure.fieldErrors[0]?.message ??
          t('Your password could not be changed. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const title = (
    <h2 className="bs-account-title" id={titleId}>
      {t('Choose a new password')}
    </h2>
  );
  if (link === 'checking') {
    return (
      <section className="bs-account" aria-labelledby={titleId} aria-busy="true">
        {title}
        <p role="status">{t('Checking your reset link…')}</p>
      </section>
    );
  }
  if (link === 'invalid' || link === 'done') {
    const done = link === 'done';
    return (
      <section className="bs-account" aria-labelledby={titleId}>
        {title}
        <Notice tone={done ? 'success' : 'warning'}>
          {done
            ? t('Your password has been changed. Log in with your new password.')
            : t('This password reset link is invalid, used or expired. Please ask for a new one.')}
        </Notice>
        <div className="bs-account-links">
          <Button
            variant={done ? 'primary' : 'link'}
            onClick={() => show(done ? 'login' : 'forgot-password')}
          >
            {done ? t('Log In') : t('Ask for a new link')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="bs-account" aria-labelledby={titleId}>
      {title}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AccountField
          label={t('New password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <AccountField
          label={t('Confirm new password')}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
        />
        <Button type="submit" variant="primary" busy={busy} className="bs-account-submit">
          {t('Change password')}
        </Button>
      </form>
    </section>
  );
}
