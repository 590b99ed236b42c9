import type { RateOption, RateRequest } from '@bikeship/core/schemas';
import type { FakeHandler } from '../src/testing/fakeApi';
import { statesOf } from '../src/testing/fixtures/addresses';
import { dateHandlers } from '../src/testing/fixtures/dates';
import { eventHandlers } from '../src/testing/fixtures/events';
import { formDataHandlers } from '../src/testing/fixtures/formData';
import { landedCostToVancouver } from '../src/testing/fixtures/landedCost';
import { placeHandlers } from '../src/testing/fixtures/places';
import {
  boulderToDenverOptions,
  boulderToVancouverOptions,
  fakeRatesRoutes,
  insuranceOptionRoute,
  insurancePresets,
  pickupOptions,
  vancouverToBoulderOptions,
} from '../src/testing/fixtures/rates';

/** The carrier's options of each stage of a request, by where it goes (fixtures/rates.ts). */
export function optionsByPlace(request: RateRequest): RateOption[][] {
  return request.stages.map((stage) =>
    stage.to.countryCode === 'CA'
      ? boulderToVancouverOptions
      : stage.from.countryCode === 'CA'
        ? vancouverToBoulderOptions
        : boulderToDenverOptions,
  );
}

const savedSearch = { value: { savedSearchId: 77, savedSearchCode: 'ss-77' } };

/**
 * The fake API a wizard story starts from: the form-data lists, places, the shop calendar,
 * events, states and provinces, the carrier's rates (Boulder → Denver, Boulder ⇄ Vancouver) with pickup options and
 * protection prices, the landed cost into Canada, and a registered customer's saved search. A story adds or replaces routes (a failure,
 * a requote) on top.
 */
export const wizardHandlers: Record<string, FakeHandler> = {
  ...formDataHandlers,
  ...placeHandlers,
  ...dateHandlers,
  ...eventHandlers,
  ...fakeRatesRoutes(optionsByPlace),
  'GET /api/FormData/pickup-options': () => pickupOptions,
  'GET /api/FormData/states': ({ query }) => statesOf(query.get('countryCode')),
  'GET /api/Protection/insurance-presets': () => insurancePresets,
  'GET /api/Protection/insurance-option': insuranceOptionRoute,
  'POST /api/GCLandedCost/gcget-landed-cost': () => landedCostToVancouver,
  // A registered customer's search is saved on each step (quote §4).
  'POST /api/SavedSearch': () => savedSearch,
  'PUT /api/SavedSearch/:id': () => savedSearch,
};
