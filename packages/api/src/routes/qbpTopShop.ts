import { endpoints } from '@bikeship/core/schemas';
import { clientAddress } from '../auth/clientAddress';
import { RATE_LIMITS, RateLimiter, refuseWhenLimited } from '../auth/rateLimiter';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { enrolTopShop } from '../services/qbpTopShop';

/**
 * POST /api/QbpTopShop (quote §7; the /QBPtopshop page): a bike shop applies to the QBP
 * top-shop program. Public: the shop need not have an account with us, so limited per IP
 * address (RATE_LIMITS.qbpTopShopPerIp: it sends mail). DECISION: the answer stays the core's
 * `{ success }` — the shop is told by the program desk, it has no use for our row id.
 */
export const qbpTopShopRoutes: RouteModule = (app, deps) => {
  const limiter = new RateLimiter(deps.db, deps.now);
  route(app, endpoints.createQbpTopShop, async ({ body, c }) => {
    const attempt = await limiter.consume([
      {
        rule: RATE_LIMITS.qbpTopShopPerIp,
        subject: clientAddress(c, deps.config.TRUST_PROXY_HOPS),
      },
    ]);
    refuseWhenLimited(c, attempt, 'applications');
    return enrolTopShop(deps, body);
  });
};
