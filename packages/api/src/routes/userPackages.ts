import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { listUserPackages } from '../services/userPackages';

/** GET /api/UserPackages (quote §7): the user's saved boxes, in `value`. */
export const userPackageRoutes: RouteModule = (app, { db }) => {
  route(app, endpoints.getUserPackages, async ({ user }) => ({
    value: await listUserPackages(db, user.id),
  }));
};
