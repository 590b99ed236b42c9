import * as definitions from './endpointDefinitions';

/**
 * Every call of both spec call tables (shell §7, quote §7) plus the as-you-type location search:
 * the one contract the API client calls and the server implements and documents.
 *
 * `auth`: 'public' calls work without a signed-in user but still carry the credentials the
 * client has, so that an order placed by a signed-in customer is theirs (guests can order with
 * name and email only, quote §6); the server checks that a guest only touches the order of its
 * own session. 'session' calls need a signed-in user and answer 401 otherwise.
 *
 * DECISION: the spec's trailing slashes (/api/Location/resolve/, /api/AddressReplace/replace/,
 * /api/Claim/) are dropped; paths keep the spec's spelling otherwise (e.g. /api/paypal/token).
 */
export const endpoints = { ...definitions };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
