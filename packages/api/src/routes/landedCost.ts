import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { estimateLandedCost } from '../services/landedCost';

/**
 * POST /api/GCLandedCost/gcget-landed-cost (quote §7): the customs estimate of one
 * stage. Public: a guest quotes before signing in. A refusal (domestic, no tables for the
 * destination, an unclassifiable box) is a 200 with success false, as the schema says.
 */
export const landedCostRoutes: RouteModule = (app) => {
  route(app, endpoints.getLandedCost, ({ body }) => estimateLandedCost(body));
};
