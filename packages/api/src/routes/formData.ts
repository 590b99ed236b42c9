import { endpoints } from '@bikeship/core/schemas';
import { PACKAGE_PRESETS } from '@bikeship/core/shippingTables';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { COUNTRIES } from '../referenceData/countries';
import { PACKAGE_CATEGORIES } from '../referenceData/packageCategories';
import { PACKAGE_PURPOSES } from '../referenceData/packagePurposes';
import { PICKUP_OPTIONS } from '../referenceData/pickupOptions';
import { statesOfCountry } from '../services/formData';

/** The ship wizard's reference lists (quote §3 "Form data lists", §7). */
export const formDataRoutes: RouteModule = (app) => {
  route(app, endpoints.getPackageCategories, () => [...PACKAGE_CATEGORIES]);
  route(app, endpoints.getPackagePresets, () => [...PACKAGE_PRESETS]);
  route(app, endpoints.getPackagePurposes, () => [...PACKAGE_PURPOSES]);
  route(app, endpoints.getCountries, () => [...COUNTRIES]);
  route(app, endpoints.getPickupOptions, () => [...PICKUP_OPTIONS]);
  route(app, endpoints.getStates, ({ query }) => [...statesOfCountry(query.countryCode)]);
};
