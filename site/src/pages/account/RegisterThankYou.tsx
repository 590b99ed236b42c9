import { CONFIRM_EMAIL_LINK_LIFETIME_HOURS } from '@bikeship/core/constants';
import { Link } from 'react-router';

/**
 * /registerthankyou without a link's token: where a new registration points the customer — to
 * their inbox. The confirm link the server mails comes back here WITH its token
 * (services/registration.ts), and then the account widget's confirm-email view confirms it.
 * Worded for a visitor who just registered without claiming a mail to anyone who opens the page.
 */
export function RegisterThankYou() {
  return (
    <div className="site-account-note">
      <h2>Check your email</h2>
      <p>
        If you have just created your free account, we have sent you an email with a link. Open it
        to confirm your email address: the link brings you back here and logs you in.
      </p>
      <p>
        The link works for {CONFIRM_EMAIL_LINK_LIFETIME_HOURS} hours. No email after a few minutes?
        Check your spam folder, or <Link to="/register">register again</Link>. Already confirmed?{' '}
        <Link to="/login">Log in</Link>.
      </p>
    </div>
  );
}
