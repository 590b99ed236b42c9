import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { trackPackage } from '../services/packageLocation';

/** GET /api/PackageLocation/{code} (quote §7): tracking; packages arrive with issue 4. */
export const packageLocationRoutes: RouteModule = (app) => {
  route(app, endpoints.getPackageLocation, ({ params }) => trackPackage(params.code));
};
