import { isIgnorableLandedCostError, shouldRequestLandedCost } from '../rules/customs';
import type { LandedCostResponse } from '../schemas/calls/landedCost';
import * as endpoints from '../schemas/endpointDefinitions';
import { ApiError } from './apiError';
import type { ApiClient } from './client';
import type { EndpointInput } from './endpointTypes';

/** Customs clearance estimate (quote §7). */
export function createLandedCostApi(client: ApiClient) {
  const getLandedCost = client.bind(endpoints.getLandedCost);
  return {
    /**
     * false without a request for the same country (quote §5) and for the ignored domestic
     * error; any other failure resolves to an answer with success false, so the caller adds a
     * failed landed-cost entry (quote §8).
     */
    getLandedCost: async (
      input: EndpointInput<typeof endpoints.getLandedCost>,
    ): Promise<LandedCostResponse | false> => {
      const { fromCountry, toCountry, result } = input.body;
      if (!shouldRequestLandedCost(fromCountry, toCountry)) return false;
      const answer = await getLandedCost(input).catch((error: unknown): LandedCostResponse => {
        if (!(error instanceof ApiError)) throw error;
        return { success: false, error: error.message, packages: [], result };
      });
      return !answer.success && isIgnorableLandedCostError(answer.error) ? false : answer;
    },
  };
}
