import { ApiError } from '@bikeship/core/api';
import type { Translator } from '../messages/catalogue';

/**
 * What a sign-in that got no verdict says: not "invalid username or password", which is only the
 * server's refusal (shell §8). No answer at all asks to check the connection; another answer
 * (too many attempts, a server error) says the server's own message. Anything else is a bug and
 * is thrown on.
 */
export function signInFailureText(error: unknown, t: Translator): string {
  if (!(error instanceof ApiError)) throw error;
  return error.kind === 'http' && error.message
    ? error.message
    : t('We could not reach bikeship to sign you in. Check your connection and try again.');
}
