import { Button, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';

/**
 * `<bikeship-account view="timeout">` (shell §2 route /timeout): the page a customer lands on
 * after the session ran out, with the inactivity modal's words (shell §4, §8) and Log In, which
 * turns the element to its login view. It needs no runtime: a timed-out visitor has no session.
 */
export function TimeoutView() {
  const t = useMessages(accountMessages);
  const { show } = useAccountView();
  const titleId = useId();
  return (
    <section className="bs-account" aria-labelledby={titleId}>
      <h2 className="bs-account-title" id={titleId}>
        {t('You have been logged out')}
      </h2>
      <p>
        {t(
          'For your security, you have been logged out due to inactivity. Please LOG IN to enjoy your account benefits.',
        )}
      </p>
      <Button variant="primary" onClick={() => show('login')}>
        {t('Log In')}
      </Button>
    </section>
  );
}
