import { endpoints, type PaymentsConfig } from '@bikeship/core/schemas';
import type { AppDeps, RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { notFound } from '../http/httpError';
import { AUTHENTICATION_FAILURE, TestPaymentGateway } from '../integrations/payments/testGateway';
import { settleGatewayPayment } from '../services/orderPayment';
import { afterOrderPlaced } from '../services/orderPlaced';
import { paymentAnswer } from './orders';

/**
 * How this server takes cards (DECISION, not in the spec's call table): Stripe with its
 * publishable key, or the embedded test gateway; and whether PayPal is configured (both its
 * client id and secret, as routes/paypal.ts offers it).
 */
export function paymentsConfigOf(deps: Pick<AppDeps, 'config' | 'payments'>): PaymentsConfig {
  const { config, payments } = deps;
  return {
    processor: payments.kind,
    publishableKey: payments.kind === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    paypal: Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET),
  };
}

/**
 * GET /api/payments/config — what the payment step needs to choose its card entry: Stripe
 * Elements (loaded only then) or the test card form.
 *
 * POST /api/payments/test-authentication — with the test gateway only (404 otherwise, so it
 * does not exist where real money moves): the customer's answer to a test 3-D Secure challenge.
 * It settles the payment exactly as Stripe's `payment_intent.succeeded` /
 * `payment_intent.payment_failed` webhook does, and answers like the payment call: the order
 * placed, or 402 with the failure's message.
 */
export const paymentsRoutes: RouteModule = (app, deps) => {
  const paying = { ...deps, afterPlaced: afterOrderPlaced(deps) };

  route(app, endpoints.getPaymentsConfig, () => paymentsConfigOf(deps));

  route(app, endpoints.completeTestAuthentication, async ({ body, c }) => {
    const gateway = deps.payments;
    if (!(gateway instanceof TestPaymentGateway)) throw notFound('Test authentication');
    const succeed = body.outcome === 'complete';
    const paymentIntentId = await gateway.answerAuthentication(body.clientSecret, succeed);
    if (!paymentIntentId) throw notFound('Payment waiting for authentication');
    const outcome = await settleGatewayPayment(
      paying,
      paymentIntentId,
      succeed ? { status: 'succeeded' } : { status: 'failed', ...AUTHENTICATION_FAILURE },
    );
    if (!outcome) throw notFound('Payment waiting for authentication');
    return paymentAnswer(c, outcome);
  });
};
