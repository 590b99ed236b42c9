import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { enrolTopShop } from '../services/qbpTopShop';

/**
 * POST /api/QbpTopShop (quote §7; the /QBPtopshop page): a bike shop applies to the QBP
 * top-shop program. Public: the shop need not have an account with us. DECISION: the answer
 * stays the core's `{ success }` — the shop is told by the program desk, it has no use for
 * our row id.
 */
export const qbpTopShopRoutes: RouteModule = (app, { db }) => {
  route(app, endpoints.createQbpTopShop, ({ body }) => enrolTopShop(db, body));
};
