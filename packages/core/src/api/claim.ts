import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { asResult } from './policies';

/** Damage claims (quote §7; shell §6: sent with the bearer token). */
export function createClaimApi(client: ApiClient) {
  return {
    /** Multipart form with the picture lists; resolves to `{ ok: false, error }` on failure (quote §8). */
    createClaim: asResult(client.bind(endpoints.createClaim)),
  };
}
