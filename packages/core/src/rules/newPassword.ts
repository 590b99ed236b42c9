import { NEW_PASSWORD_MIN_LENGTH } from '../constants';

/**
 * Whether a password may be chosen as a NEW one (register, reset, change): at least
 * NEW_PASSWORD_MIN_LENGTH characters. The login keeps the spec's rule (required, at most 60) so
 * older passwords still sign in. The server refuses a shorter one; the forms say so before
 * sending, with every other error at once.
 */
export function isAcceptableNewPassword(password: string): boolean {
  return password.length >= NEW_PASSWORD_MIN_LENGTH;
}
