import { Notice, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { LoginView } from '../signIn/LoginView';

/**
 * What a visitor who is not signed in sees instead of their orders. DECISION: the login form in
 * place, under a line saying why — not a link away to `view="login"`: once signed in, the
 * orders (or the order) appear right here, with no second step back. The form's links (Create
 * Free Account, Forgot password?) turn the element to those views as on the login view.
 */
export function SignedOutOrders() {
  const t = useMessages(accountMessages);
  return (
    <>
      <Notice tone="info">{t('Log in to see your orders.')}</Notice>
      <LoginView />
    </>
  );
}
