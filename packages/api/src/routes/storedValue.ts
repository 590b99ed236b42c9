import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { getStoredValue } from '../services/storedValue';

/** GET /api/StoredValue/bykey/{key} (shell §7): numserved, reviewcount, client-version. */
export const storedValueRoutes: RouteModule = (app, { db }) => {
  route(app, endpoints.getStoredValue, ({ params }) => getStoredValue(db, params.key));
};
