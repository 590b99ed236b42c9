import { ApiError } from '@bikeship/core/api';
import { forgotPasswordRequestSchema } from '@bikeship/core/schemas';
import { AccountField, Button, fieldErrorsOf, hasErrors, Notice, useMessages } from '@bikeship/ui';
import { useId, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';

/**
 * Forgot password (shell §4, §5, §8): an email, required and of valid email format; once the
 * request succeeds, the spec's success notice; a request that fails marks the field with why.
 */
export function ForgotPasswordView() {
  const t = useMessages(accountMessages);
  const loadRuntime = useLoadAccountRuntime();
  const { show } = useAccountView();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async () => {
    const body = { email: email.trim() };
    const checked = fieldErrorsOf<'email'>(forgotPasswordRequestSchema, body, t);
    setError(checked.email);
    setSent(false);
    if (hasErrors(checked)) return;
    setBusy(true);
    try {
      const runtime = await loadRuntime();
      await runtime.api.auth.forgotPassword({ body });
      setSent(true);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(
        failure.fieldErrors[0]?.message ??
          t('We could not send the email. Check the address and try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bs-account" aria-labelledby={titleId}>
      <h2 className="bs-account-title" id={titleId}>
        {t('Forgot your password?')}
      </h2>
      {sent ? (
        <Notice tone="success">
          {t(
            "We've sent you an email with a link to reset your password. Please check your email.",
          )}
        </Notice>
      ) : (
        <p>
          {t(
            'Enter the email of your account and we will send you a link to choose a new password.',
          )}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AccountField
          label={t('Email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={error}
        />
        <Button type="submit" variant="primary" busy={busy} className="bs-account-submit">
          {t('Send reset link')}
        </Button>
      </form>
      <div className="bs-account-links">
        <Button variant="link" onClick={() => show('login')}>
          {t('Back to Log In')}
        </Button>
      </div>
    </section>
  );
}
