import { endpoints } from '@bikeship/core/schemas';
import { clientAddress } from '../auth/clientAddress';
import { RATE_LIMITS, RateLimiter, refuseWhenLimited } from '../auth/rateLimiter';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { contactConfigOf, sendContactMessage } from '../services/contactMessages';

/**
 * The contact page's calls: POST /api/Contact mails the support mailbox (and acknowledges to the
 * sender), limited per sender address and per IP address (RATE_LIMITS.contactPer*); GET
 * /api/Contact/config names the support address and the configured chat provider.
 */
export const contactRoutes: RouteModule = (app, deps) => {
  const limiter = new RateLimiter(deps.db, deps.now);
  route(app, endpoints.sendContactMessage, async ({ body, c }) => {
    const attempt = await limiter.consume([
      { rule: RATE_LIMITS.contactPerEmail, subject: body.email.trim().toLowerCase() },
      { rule: RATE_LIMITS.contactPerIp, subject: clientAddress(c, deps.config.TRUST_PROXY_HOPS) },
    ]);
    refuseWhenLimited(c, attempt, 'messages');
    return sendContactMessage(deps, body);
  });
  route(app, endpoints.getContactConfig, () => contactConfigOf(deps.config));
};
