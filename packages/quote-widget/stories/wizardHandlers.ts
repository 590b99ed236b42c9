import type { FakeHandler } from '../src/testing/fakeApi';
import { dateHandlers } from '../src/testing/fixtures/dates';
import { eventHandlers } from '../src/testing/fixtures/events';
import { formDataHandlers } from '../src/testing/fixtures/formData';
import { placeHandlers } from '../src/testing/fixtures/places';
import {
  boulderToVancouverOptions,
  fakeRatesRoutes,
  insuranceOptionRoute,
  insurancePresets,
  pickupOptions,
  vancouverToBoulderOptions,
} from '../src/testing/fixtures/rates';

/**
 * The fake API a wizard story starts from: the form-data lists, places, the shop calendar,
 * events, and the carrier's rates (Boulder ⇄ Vancouver, one list per stage) with pickup options
 * and protection prices. A story adds or replaces routes (a failure, a requote) on top.
 */
export const wizardHandlers: Record<string, FakeHandler> = {
  ...formDataHandlers,
  ...placeHandlers,
  ...dateHandlers,
  ...eventHandlers,
  ...fakeRatesRoutes((request) =>
    request.stages.map((_, index) =>
      index % 2 === 0 ? boulderToVancouverOptions : vancouverToBoulderOptions,
    ),
  ),
  'GET /api/FormData/pickup-options': () => pickupOptions,
  'GET /api/Protection/insurance-presets': () => insurancePresets,
  'GET /api/Protection/insurance-option': insuranceOptionRoute,
};
