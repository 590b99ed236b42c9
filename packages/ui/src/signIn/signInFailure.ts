import type { ApiError } from '@bikeship/core/api';
import type { Translator } from '../messages/catalogue';

/**
 * Whether a failure is the data layer's ApiError, told by the name it sets. Not `instanceof`: the
 * class's import would tie the login form to core's error module, which the wizard's first load
 * then carried for the data layer and the form (both load later) — only the type is needed here.
 */
const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError';

/**
 * What a sign-in that got no verdict says: not "invalid username or password", which is only the
 * server's refusal (shell §8). No answer at all asks to check the connection; another answer
 * (too many attempts, a server error) says the server's own message. Anything else is a bug and
 * is thrown on.
 */
export function signInFailureText(error: unknown, t: Translator): string {
  if (!isApiError(error)) throw error;
  return error.kind === 'http' && error.message
    ? error.message
    : t('We could not reach bikeship to sign you in. Check your connection and try again.');
}
