import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { trackPackage } from '../services/packageLocation';

/** GET /api/PackageLocation/{code} (quote §7, issue 4): a package's scans from the carrier. */
export const packageLocationRoutes: RouteModule = (app, deps) => {
  route(app, endpoints.getPackageLocation, ({ params }) => trackPackage(deps, params.code));
};
