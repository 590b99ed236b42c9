import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { getAccount, toUserView, updateProfile } from '../services/userProfile';

/** GET and PUT /api/User (shell §7): the signed-in user, settings included, in `value`. */
export const userRoutes: RouteModule = (app, { db }) => {
  route(app, endpoints.getUser, async ({ user }) => ({
    value: toUserView(await getAccount(db, user.id), user.exp),
  }));

  route(app, endpoints.updateUser, async ({ user, body }) => ({
    value: toUserView(await updateProfile(db, user.id, body), user.exp),
  }));
};
