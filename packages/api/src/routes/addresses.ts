import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { createAddress, listAddresses, updateAddress } from '../services/addresses';

/** GET/POST /api/Address, PUT /api/Address/{addressId} (quote §7): the user's own addresses. */
export const addressRoutes: RouteModule = (app, { db, now }) => {
  route(app, endpoints.listAddresses, ({ user }) => listAddresses(db, user.id));
  route(app, endpoints.createAddress, ({ user, body }) => createAddress(db, user.id, body));
  route(app, endpoints.updateAddress, ({ user, params, body }) =>
    updateAddress(db, user.id, params.addressId, body, now()),
  );
};
