import { endpoints } from '@bikeship/core/schemas';
import { clientAddress } from '../auth/clientAddress';
import { RATE_LIMITS, RateLimiter, refuseWhenLimited } from '../auth/rateLimiter';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { trackPackage } from '../services/packageLocation';

/**
 * GET /api/PackageLocation/{code} (quote §7): a package's scans from the carrier.
 * Public, so limited per IP address on the codes it does not know (RATE_LIMITS.trackingPerIp):
 * a lookup is counted before it runs, so parallel guesses cannot all pass, and a found package
 * gives its unit back.
 */
export const packageLocationRoutes: RouteModule = (app, deps) => {
  const limiter = new RateLimiter(deps.db, deps.now);
  route(app, endpoints.getPackageLocation, async ({ params, c }) => {
    const attempt = await limiter.consume([
      {
        rule: RATE_LIMITS.trackingPerIp,
        subject: clientAddress(c, deps.config.TRUST_PROXY_HOPS),
      },
    ]);
    refuseWhenLimited(c, attempt, 'tracking lookups');
    const answer = await trackPackage(deps, params.code);
    await attempt.refund();
    return answer;
  });
};
