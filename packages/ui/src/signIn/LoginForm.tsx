import { loginRequestSchema } from '@bikeship/core/schemas';
import { useId, useState } from 'react';
import { Button } from '../Button';
import { useMessages } from '../messages/LocaleContext';
import { Notice } from '../Notice';
import { AccountField } from './AccountField';
import { type FieldErrors, fieldErrorsOf, hasErrors } from './formErrors';
import { signInFailureText } from './signInFailure';
import { signInMessages } from './signInMessages';

type LoginField = 'email' | 'password';

/** What the form hands over: the email (trimmed) and the password as typed. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * The login form (shell §5, §8), wherever a customer signs in: email and password, both
 * required — a field left empty or too long (email ≤ 50, password ≤ 60, the request schema's
 * rules) is marked with its message; a login the server refuses shows "You have entered an
 * invalid username or password" (not dismissable) and marks both fields; a login that got no
 * verdict (no answer, too many attempts) says that instead, and marks nothing.
 *
 * `onLogin` signs in (core's session `login`): true when accepted, false when refused; it throws
 * the ApiError of a login that got no verdict.
 * @example <LoginForm onLogin={(credentials) => session.getState().login(credentials)} />
 */
export function LoginForm(props: { onLogin(credentials: LoginCredentials): Promise<boolean> }) {
  const t = useMessages(signInMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusedId = useId();

  const submit = async () => {
    const values = { email: email.trim(), password };
    const checked = fieldErrorsOf<LoginField>(loginRequestSchema, values, t);
    setErrors(checked);
    setRefused(false);
    setFailure(null);
    if (hasErrors(checked)) return;
    setBusy(true);
    try {
      if (!(await props.onLogin(values))) setRefused(true);
    } catch (error) {
      setFailure(signInFailureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {refused ? (
        <div id={refusedId}>
          <Notice tone="danger">{t('You have entered an invalid username or password')}</Notice>
        </div>
      ) : null}
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
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
          error={errors.email}
          marked={refused}
          describedBy={refusedId}
        />
        <AccountField
          label={t('Password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={errors.password}
          marked={refused}
          describedBy={refusedId}
        />
        <Button type="submit" variant="primary" busy={busy} className="bs-account-submit">
          {t('Log In')}
        </Button>
      </form>
    </>
  );
}
