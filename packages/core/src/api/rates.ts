import { PURPOSES_REMOVING_SPEED, REMOVED_SPEED_CODE } from '../constants';
import { buildRateRequest } from '../rules/rateRequest';
import type { Search } from '../schemas';
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

/**
 * The rates of a search — the request built from it (core rule), POST /api/Rates, then GET
 * /api/Rates with the purpose's speed filter; false on any failure. What the ship store's
 * `loadRates` calls, through a shop runtime (core/runtime).
 * @example const rates = await ratesOfSearch(createRatesApi(client), search);
 */
export async function ratesOfSearch(rates: ReturnType<typeof createRatesApi>, search: Search) {
  const request = buildRateRequest(search);
  if (!request) return false; // quote §8: a body-building failure sends nothing
  const created = await rates.createRateRequest({ body: request });
  if (!created) return false;
  return rates.getRates({ query: { id: created.id }, purposeEntryId: search.purpose ?? null });
}
