import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { asResult } from './policies';

/** The bike shop finder (GET /api/BicycleShop, /api/BicycleShop/{shopId}). */
export function createBicycleShopsApi(client: ApiClient) {
  return {
    /**
     * The shops near a place, nearest first, or why not: a 404 is a place the server does not
     * know (its message says so, for the search field), unlike a failure to reach the API.
     */
    searchBicycleShops: asResult(client.bind(endpoints.searchBicycleShops)),
    /** One shop, or why not (404: no shop has that id). */
    getBicycleShop: asResult(client.bind(endpoints.getBicycleShop)),
  };
}
