import { dollarsToCents } from '@bikeship/core/rules';
import { endpoints } from '@bikeship/core/schemas';
import type { Context } from 'hono';
import type { AppEnv, RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { HttpError, notFound } from '../http/httpError';
import { refundCardPayment, startCardPayment, updateCardPayment } from '../services/cardPayments';
import { callGateway, gatewayCustomerOf } from '../services/gatewayCalls';
import { receiveStripeWebhook } from '../services/stripeWebhooks';

/** Not in the catalogue: Stripe calls it, not the browser. */
export const STRIPE_WEBHOOK_PATH = '/api/Stripe/webhook';

/**
 * GET /api/Stripe/refund/{id} moves money although the spec makes it a GET, and the site's
 * cookie (SameSite=Lax) travels with a top-level navigation from another site: a link elsewhere
 * must not refund a customer's payment. DECISION: with the cookie, a navigation or a request the
 * browser marks as cross-site is refused (403); the site's own fetch passes, and so does an embed
 * that signs in with a Bearer token (a page cannot send that on a customer's behalf).
 */
function refuseCrossSiteRefund(c: Context<AppEnv>): void {
  if (c.get('tokenSource') !== 'cookie') return;
  const site = c.req.header('sec-fetch-site');
  const mode = c.req.header('sec-fetch-mode');
  if (site === 'cross-site' || mode === 'navigate') {
    throw new HttpError(403, 'A refund must be asked for from the site itself');
  }
}

/**
 * The Stripe calls of the payment step (quote §7) on the payments interface — Stripe or the
 * embedded test gateway — and Stripe's webhook.
 */
export const stripeRoutes: RouteModule = (app, deps) => {
  const { payments } = deps;

  route(app, endpoints.createStripeClientSecret, ({ body, user, c }) =>
    startCardPayment(deps, c, user, body),
  );
  route(app, endpoints.updateStripePayment, ({ body, c }) => updateCardPayment(deps, c, body));
  route(app, endpoints.stripeRefund, ({ params, c }) => {
    refuseCrossSiteRefund(c);
    return refundCardPayment(deps, c, params.id);
  });
  route(app, endpoints.getCustomerDiscount, ({ user }) =>
    callGateway(() => payments.getCustomerDiscount(gatewayCustomerOf(user))),
  );
  route(app, endpoints.validatePromotion, ({ params, query }) =>
    callGateway(() =>
      payments.validatePromotionCode(
        params.code,
        // The client sends the order total in dollars (quote §5); the gateway speaks cents.
        query.orderTotal === undefined ? undefined : dollarsToCents(query.orderTotal),
      ),
    ),
  );
  route(app, endpoints.getPaymentMethods, ({ user }) =>
    callGateway(() => payments.listPaymentMethods(gatewayCustomerOf(user))),
  );
  route(app, endpoints.detachPaymentMethod, async ({ params, user }) => {
    const detached = await callGateway(() =>
      payments.detachPaymentMethod(gatewayCustomerOf(user), params.id),
    );
    // Another customer's card looks exactly like one that does not exist.
    if (!detached) throw notFound('Payment method');
    return { success: true };
  });
  route(app, endpoints.getCustomerBalance, async ({ user }) => ({
    balance: await callGateway(() => payments.getCustomerBalance(gatewayCustomerOf(user))),
  }));

  // The raw body, exactly as received: the signature is computed over these bytes.
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const rawBody = await c.req.text();
    const answer = await receiveStripeWebhook(deps, rawBody, c.req.header('stripe-signature'));
    return c.json(answer);
  });
};
