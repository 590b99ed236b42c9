import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { recordClientLog } from '../services/clientLogs';

/** POST /api/log (quote §7): client diagnostics; answers 204. */
export const logRoutes: RouteModule = (app, { db }) => {
  route(app, endpoints.log, async ({ body }) => {
    await recordClientLog(db, body);
    return undefined;
  });
};
