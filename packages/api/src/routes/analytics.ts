import { endpoints } from '@bikeship/core/schemas';
import { clientAddress } from '../auth/clientAddress';
import { RATE_LIMITS, RateLimiter, refuseWhenLimited } from '../auth/rateLimiter';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { analyticsConfigOf, recordPageView } from '../services/pageViews';

/**
 * Page-view analytics (shell §7): POST /api/Analytics/page-view stores a view (answers 204),
 * limited per IP address (RATE_LIMITS.pageViewPerIp); GET /api/Analytics/config tells the site
 * where else views go.
 */
export const analyticsRoutes: RouteModule = (app, deps) => {
  const limiter = new RateLimiter(deps.db, deps.now);
  route(app, endpoints.recordPageView, async ({ body, c }) => {
    const attempt = await limiter.consume([
      { rule: RATE_LIMITS.pageViewPerIp, subject: clientAddress(c, deps.config.TRUST_PROXY_HOPS) },
    ]);
    refuseWhenLimited(c, attempt, 'page views');
    await recordPageView(deps.db, body);
    return undefined;
  });
  route(app, endpoints.getAnalyticsConfig, () => analyticsConfigOf(deps.config));
};
