import { useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';
import { ForgotPasswordView } from '../signIn/ForgotPasswordView';
import { LoginView } from '../signIn/LoginView';
import { RegisterView } from '../signIn/RegisterView';

/** The sign-in views the logged-out popup shows in place (without an `account-page`). */
export type PopupView = 'login' | 'register' | 'forgot-password';

/** The benefits of a free account the popup lists (shell §1: the guest user menu). */
const BENEFITS = ['Everyday discounts up to 80%', 'Bike tracking', 'Expert support'] as const;

/**
 * The logged-out popup (shell §2): the free-account benefits and the login form (signIn's
 * LoginView, with the social sign-in buttons; the menu routes its links: UserMenu.tsx).
 */
export function LoggedOutPanel(props: { view: PopupView }) {
  const t = useMessages(accountMessages);
  return (
    <div className="bs-user-menu-guest">
      {props.view === 'login' ? (
        <>
          <div className="bs-user-menu-benefits">
            <p className="bs-user-menu-benefits-title">{t('A free account gives you')}</p>
            <ul>
              {BENEFITS.map((benefit) => (
                <li key={benefit}>{t(benefit)}</li>
              ))}
            </ul>
          </div>
          <LoginView />
        </>
      ) : props.view === 'register' ? (
        <RegisterView />
      ) : (
        <ForgotPasswordView />
      )}
    </div>
  );
}
