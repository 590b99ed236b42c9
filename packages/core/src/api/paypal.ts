import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import type { EndpointInput } from './endpointTypes';
import { orFalse } from './policies';

/** PayPal vault and id token (quote §7). */
export function createPaypalApi(client: ApiClient) {
  const paypalToken = client.bind(endpoints.paypalToken);
  return {
    /** false on failure (quote §8: most other fetch failures). */
    paypalHasPaymentToken: orFalse(client.bind(endpoints.paypalHasPaymentToken)),
    /** A fresh id token: `_t` (now) defeats caches; false on failure. */
    paypalToken: orFalse((input?: EndpointInput<typeof endpoints.paypalToken>) =>
      paypalToken({ ...input, query: { _t: String(Date.now()), ...input?.query } }),
    ),
  };
}
