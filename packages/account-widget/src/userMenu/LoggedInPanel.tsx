import type { User } from '@bikeship/core/schemas';
import { Button, useMessages } from '@bikeship/ui';
import { useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { UserMenuLink } from './UserMenuLink';
import { LOGGED_IN_LINKS } from './userMenuLinks';
import type { UserMenuPages } from './userMenuOptions';

/**
 * The logged-in menu (shell §2): first and last name, company, email and phone with an Edit link
 * to the profile, the account's links and Log Out.
 */
export function LoggedInPanel(props: {
  user: User;
  pages: UserMenuPages;
  onFollow(): void;
  onLogout(): void;
}) {
  const t = useMessages(accountMessages);
  const { user } = props;
  const nameId = useId();
  return (
    <section className="bs-user-menu-user" aria-labelledby={nameId}>
      <div className="bs-user-menu-who">
        <h2 className="bs-user-menu-name" id={nameId}>
          {`${user.firstName} ${user.lastName}`}
        </h2>
        <dl className="bs-user-menu-details">
          {user.companyName ? (
            <>
              <dt>{t('Company')}</dt>
              <dd>{user.companyName}</dd>
            </>
          ) : null}
          <dt>{t('Email')}</dt>
          <dd>{user.email}</dd>
          {user.phoneNumber ? (
            <>
              <dt>{t('Phone')}</dt>
              <dd>{user.phoneNumber}</dd>
            </>
          ) : null}
        </dl>
        <UserMenuLink
          to="profile"
          pages={props.pages}
          onFollow={props.onFollow}
          aria-label={t('Edit your profile')}
        >
          {t('Edit')}
        </UserMenuLink>
      </div>
      <nav aria-label={t('Your account')}>
        <ul className="bs-user-menu-links">
          {LOGGED_IN_LINKS.map((link) => (
            <li key={link.to}>
              <UserMenuLink to={link.to} pages={props.pages} onFollow={props.onFollow}>
                {t(link.label)}
              </UserMenuLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="secondary" className="bs-user-menu-logout" onClick={props.onLogout}>
        {t('Log Out')}
      </Button>
    </section>
  );
}
