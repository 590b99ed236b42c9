import { defineCatalogue } from '../messages/catalogue';

/**
 * The catalogue of the login form's texts (LoginForm.tsx), shared by every surface that signs a
 * customer in — the account widget's Log In view and user menu, the quote wizard. The spec's own
 * text (shell §8: the bad login) is written as the spec gives it.
 * @example const t = useMessages(signInMessages); t('You have entered an invalid username or password');
 */
export const signInMessages = defineCatalogue();
