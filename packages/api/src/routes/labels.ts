import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { createLabels } from '../services/labels';
import { orderAccessOf } from '../services/orderAccess';

/** POST /api/Labels/create-label/{shipmentId} (quote §7): the labels of a paid stage. */
export const labelRoutes: RouteModule = (app, deps) => {
  route(app, endpoints.createLabel, ({ params, c }) =>
    createLabels(deps, params.shipmentId, (orderId) => orderAccessOf(c, orderId)),
  );
};
