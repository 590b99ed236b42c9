import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import type { EndpointInput } from './endpointTypes';
import { orFalse } from './policies';

/** Authentication calls (shell §7). */
export function createAuthenticationApi(client: ApiClient) {
  return {
    /** Passed to the caller: a bad login shows its message and marks the fields (shell §8). */
    login: client.bind(endpoints.login),
    /** false on failure: logging out locally must not wait on the server (shell §4). */
    logout: orFalse(client.bind(endpoints.logout)),
    /** Passed to the caller: `ApiError.fieldErrors` mark the form's fields (shell §5). */
    register: client.bind(endpoints.register),
    /**
     * Passed to the caller: a used or expired link shows its message. The answer is a session,
     * as login's.
     */
    confirmEmail: client.bind(endpoints.confirmEmail),
    /** Passed to the caller: a failure marks the email field (shell §5). */
    forgotPassword: client.bind(endpoints.forgotPassword),
    /** false on failure (quote §8: most other fetch failures). */
    checkEmail: orFalse(client.bind(endpoints.checkEmail)),
    /** Passed to the caller: the reset form shows the failure. */
    resetPassword: client.bind(endpoints.resetPassword),
    /**
     * Passed to the caller: `ApiError.fieldErrors` mark the form's fields. The answer is a new
     * session, as login's: the caller's old token no longer works.
     */
    changePassword: client.bind(endpoints.changePassword),
    /** false on failure: the reset page treats it as an invalid link. */
    verifyResetToken: orFalse(client.bind(endpoints.verifyResetToken)),
    /** false on failure: the session then runs out as usual (shell §4). */
    extendSession: orFalse(client.bind(endpoints.extendSession)),
    /** Not fetched: the URL the 500×600 sign-in popup opens (shell §4). */
    externalLogin: (input: EndpointInput<typeof endpoints.externalLogin>): string =>
      client.url(endpoints.externalLogin, input),
  };
}
