import { selectIsRegistered, selectUser } from '@bikeship/core/stores';
import {
  Button,
  type LoginCredentials,
  LoginForm,
  useMessages,
  useStoreWhenLoaded,
} from '@bikeship/ui';
import { useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import {
  useAccountBasics,
  useLoadAccountRuntime,
  useLoadedAccountRuntime,
} from '../runtime/AccountRuntimeContext';
import { LazySocialSignIn } from '../sso/LazySocialSignIn';

/**
 * The Log In view (shell §2, §5, §8): ui's login form (its fields, checks and failure texts are
 * every sign-in surface's), the social sign-in, and links to forgot password and Create Free
 * Account, which turn the element to those views.
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
  const titleId = useId();

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

  /** The form's login: the runtime (loaded now if it was not), then the event for the page. */
  const login = async (credentials: LoginCredentials): Promise<boolean> => {
    const loaded = await loadRuntime();
    if (!(await loaded.session.getState().login(credentials))) return false;
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
    return true;
  };

  return (
    <section className="bs-account" aria-labelledby={titleId}>
      <h2 className="bs-account-title" id={titleId}>
        {t('Log In')}
      </h2>
      <LoginForm onLogin={login} />
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
