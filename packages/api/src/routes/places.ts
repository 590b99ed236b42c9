import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { createGeocoder } from '../integrations/geo/geocoder';
import { isUnitRequired, replaceAddress, verifyAddress } from '../services/addressVerification';
import { resolveLocation, searchLocations } from '../services/locationSearch';

/**
 * Places (quote §7): the from/to lookup as the customer types, location resolve, and
 * the AVS calls — all public (a guest quotes before signing in).
 */
export const placesRoutes: RouteModule = (app, { config, logger }) => {
  const geocoder = createGeocoder(config);
  route(app, endpoints.searchLocations, ({ query }) => searchLocations(geocoder, query));
  route(app, endpoints.resolveLocation, ({ query }) => resolveLocation(geocoder, query));
  route(app, endpoints.verifyAddress, ({ query }) => verifyAddress(geocoder, query, logger));
  route(app, endpoints.isUnitRequired, ({ query }) => isUnitRequired(geocoder, query));
  route(app, endpoints.replaceAddress, ({ query }) => replaceAddress(geocoder, query, logger));
};
