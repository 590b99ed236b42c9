import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { listAmbassadors } from '../services/ambassadors';

/** GET /api/Ambassador (quote §7): public, sorted by name (quote §3). */
export const ambassadorRoutes: RouteModule = (app, { db }) => {
  route(app, endpoints.getAmbassadors, () => listAmbassadors(db));
};
