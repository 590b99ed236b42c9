import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { alertsActiveAt, alertsByName } from '../services/alerts';

/** Page notices (shell §7): by name, and those active at a UTC instant. */
export const alertsRoutes: RouteModule = (app, { db, now }) => {
  route(app, endpoints.getAlertsByName, ({ params }) => alertsByName(db, params.name, now()));
  // The params schema has already refused a string Date cannot read.
  route(app, endpoints.getAlertsByTime, ({ params }) => alertsActiveAt(db, new Date(params.time)));
};
