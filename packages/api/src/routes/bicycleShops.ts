import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { createGeocoder } from '../integrations/geo/geocoder';
import { getBicycleShop, searchBicycleShops } from '../services/bicycleShops';

/**
 * The bike shop finder (/bicycleshops): the shops near a ZIP code or a city, nearest first, and
 * one shop. Public, as the page is.
 */
export const bicycleShopRoutes: RouteModule = (app, { config, db }) => {
  const geocoder = createGeocoder(config);
  route(app, endpoints.searchBicycleShops, ({ query }) => searchBicycleShops(db, geocoder, query));
  route(app, endpoints.getBicycleShop, ({ params }) => getBicycleShop(db, params.shopId));
};
