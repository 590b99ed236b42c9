import { PURPOSES_REMOVING_SPEED, REMOVED_SPEED_CODE } from '../constants';
import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import type { EndpointInput } from './endpointTypes';
import { orEmpty, orFalse } from './policies';

/** Input of `getRates`: the query plus the purpose whose entryId may remove a speed. */
export type GetRatesInput = EndpointInput<typeof endpoints.getRates> & {
  /** The package purpose's form-data entryId (quote §7). */
  purposeEntryId?: number | null;
};

/** Rates (quote §7): POST the request, then GET the rates by its id. */
export function createRatesApi(client: ApiClient) {
  const getRates = client.bind(endpoints.getRates);
  return {
    /** false on failure (quote §8: most other fetch failures). */
    createRateRequest: orFalse(client.bind(endpoints.createRateRequest)),
    /** false on failure; adds removeSpeeds=8 for purposes 146 and 149 (quote §7). */
    getRates: orFalse(({ purposeEntryId, ...input }: GetRatesInput) =>
      getRates({
        ...input,
        query: {
          ...input.query,
          removeSpeeds:
            input.query.removeSpeeds ??
            (purposeEntryId != null && PURPOSES_REMOVING_SPEED.includes(purposeEntryId)
              ? REMOVED_SPEED_CODE
              : undefined),
        },
      }),
    ),
    /** Empty list on failure (quote §8: most other fetch failures). */
    getRateDates: orEmpty(client.bind(endpoints.getRateDates)),
  };
}
