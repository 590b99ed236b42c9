import { useAdoptedCss } from '@bikeship/embed';
import { Button, Notice, useMessages } from '@bikeship/ui';
import { type ReactNode, useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { useAccountView } from '../account/accountView';
import { savedCss } from './saved.css';
import { useSignedIn } from './useSignedIn';

/**
 * One of the customer's own views (shell §2: /profile, /yourboxes…): its title, then its content
 * for a signed-in customer, or a word that it needs a login with a link to the login view
 * (shell §6: registered users only). Nothing but the title while the session loads.
 */
export function SignedInOnly(props: { title: string; children: ReactNode }) {
  useAdoptedCss(savedCss);
  const t = useMessages(accountMessages);
  const signedIn = useSignedIn();
  const { show } = useAccountView();
  const titleId = useId();
  return (
    <section className="bs-account bs-account-wide" aria-labelledby={titleId}>
      {/* Focusable from script: where the focus goes once an item left the list. */}
      <h2 className="bs-account-title" id={titleId} tabIndex={-1}>
        {props.title}
      </h2>
      {signedIn === false ? (
        <>
          <Notice tone="info">{t('Log in to see this page.')}</Notice>
          <div className="bs-account-links">
            <Button variant="link" onClick={() => show('login')}>
              {t('Log In')}
            </Button>
          </div>
        </>
      ) : signedIn ? (
        props.children
      ) : null}
    </section>
  );
}
