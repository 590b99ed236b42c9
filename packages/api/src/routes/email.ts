import { endpoints } from '@bikeship/core/schemas';
import { clientAddress } from '../auth/clientAddress';
import { RATE_LIMITS, RateLimiter, refuseWhenLimited } from '../auth/rateLimiter';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { orderAccessOf } from '../services/orderAccess';
import { sendOrderEmail } from '../services/orderEmails';

/**
 * POST /api/email/send (quote §7): LABELS, MAILLABEL, Confirmation and CANCELORDER mails.
 * Limited per caller and per order (RATE_LIMITS.emailPerCaller, emailPerOrder). The caller's
 * unit is counted first, on every call whose body is valid, so probing orders one does not own
 * counts too; the order's unit only once the caller is known to own it (see sendOrderEmail).
 * The mails the server sends itself (confirmation after payment, cancellation after a refund)
 * do not go through this route and are not counted.
 */
export const emailRoutes: RouteModule = (app, deps) => {
  const limiter = new RateLimiter(deps.db, deps.now);
  route(app, endpoints.sendEmail, async ({ body, user, c }) => {
    const caller = user
      ? `user:${user.id}`
      : `ip:${clientAddress(c, deps.config.TRUST_PROXY_HOPS)}`;
    refuseWhenLimited(
      c,
      await limiter.consume([{ rule: RATE_LIMITS.emailPerCaller, subject: caller }]),
      'order emails',
    );
    return sendOrderEmail(deps, body, {
      user,
      accessFor: (orderId) => orderAccessOf(c, orderId),
      beforeSend: async (orderId) =>
        refuseWhenLimited(
          c,
          await limiter.consume([{ rule: RATE_LIMITS.emailPerOrder, subject: String(orderId) }]),
          'emails for this order',
        ),
    });
  });
};
