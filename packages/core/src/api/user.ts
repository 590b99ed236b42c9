import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { orFalse } from './policies';

/** The signed-in user (shell §7: user data in `value`). */
export function createUserApi(client: ApiClient) {
  return {
    /** false on failure (quote §8: most other fetch failures). */
    getUser: orFalse(client.bind(endpoints.getUser)),
    /** Passed to the caller: the profile form marks `fieldErrors`. */
    updateUser: client.bind(endpoints.updateUser),
  };
}
