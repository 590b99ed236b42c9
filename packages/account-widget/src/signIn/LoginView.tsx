import { loginRequestSchema } from '@bikeship/core/schemas';
import { selectIsRegistered, selectUser } from '@bikeship/core/stores';
import { Button, Notice, useMessages, useStoreWhenLoaded } from '@bikeship/ui';
import { useId, useState } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import {
  useAccountBasics,
  useLoadAccountRuntime,
  useLoadedAccountRuntime,
} from '../runtime/AccountRuntimeContext';
import { LazySocialSignIn } from '../sso/LazySocialSignIn';
import { AccountField } from './AccountField';
import { type FieldErrors, fieldErrorsOf, hasErrors } from './formErrors';
import { signInFailureText } from './signInFailure';

type LoginField = 'email' | 'password';

/**
 * The login form (shell §2, §5, §8): email and password, both required — a field left empty or
 * too long (email ≤ 50, password ≤ 60) is marked with its message; a login the server refuses
 * shows "You have entered an invalid username or password" (not dismissable) and marks both
 * fields; a login that got no verdict (no answer, too many attempts) says that instead, and
 * marks nothing. Links to forgot password and Create Free Account turn the element to those views.
 * A customer already signed in sees who, and can log out.
 */
export function LoginView() {
  const t = useMessages(accountMessages);
  const basics = useAccountBasics();
  const runtime = useLoadedAccountRuntime();
  const loadRuntime = useLoadAccountRuntime();
  const { show } = useAccountView();
  const user = useStoreWhenLoaded(runtime?.session, selectUser, null);
  const registered = useStoreWhenLoaded(runtime?.session, selectIsRegistered, false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const refusedId = useId();

  if (registered && user) {
    return (
      <section className="bs-account" aria-labelledby={titleId}>
        <h2 className="bs-account-title" id={titleId}>
          {t('You are logged in')}
        </h2>
        <p>
          {t('Logged in as {name} ({email}).', {
            name: `${user.firstName} ${user.lastName}`,
            email: user.email,
          })}
        </p>
        <Button variant="secondary" onClick={() => runtime?.session.getState().logout()}>
          {t('Log Out')}
        </Button>
      </section>
    );
  }

  const submit = async () => {
    const values = { email: email.trim(), password };
    const checked = fieldErrorsOf<LoginField>(loginRequestSchema, values, t);
    setErrors(checked);
    setRefused(false);
    setFailure(null);
    if (hasErrors(checked)) return;
    setBusy(true);
    try {
      const loaded = await loadRuntime();
      let accepted: boolean;
      try {
        accepted = await loaded.session.getState().login(values);
      } catch (error) {
        setFailure(signInFailureText(error, t));
        return;
      }
      if (!accepted) {
        setRefused(true);
        return;
      }
      const signedIn = selectUser(loaded.session.getState());
      if (signedIn) {
        basics.emit('bikeship:login', {
          userId: signedIn.id,
          email: signedIn.email,
          firstName: signedIn.firstName,
          lastName: signedIn.lastName,
          via: 'login',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bs-account" aria-labelledby={titleId}>
      <h2 className="bs-account-title" id={titleId}>
        {t('Log In')}
      </h2>
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
      <LazySocialSignIn />
      <div className="bs-account-links">
        <Button variant="link" onClick={() => show('forgot-password')}>
          {t('Forgot password?')}
        </Button>
        <Button variant="link" onClick={() => show('register')}>
          {t('Create Free Account')}
        </Button>
      </div>
    </section>
  );
}
