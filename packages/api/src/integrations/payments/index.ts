import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { PaymentGateway } from './paymentGateway';
import { StripePaymentGateway } from './stripeGateway';
import { TEST_GATEWAY_WEBHOOK_SECRET, TestPaymentGateway } from './testGateway';

export class PaymentConfigurationError extends Error {
  override name = 'PaymentConfigurationError';
}

/**
 * The payments of this server (DESIGN.md §7): Stripe when STRIPE_SECRET_KEY is set, else the
 * embedded test gateway — which is refused in production, where it would take orders without
 * taking money.
 */
export function createPaymentGateway(
  config: Config,
  db: Database,
  now: () => Date,
): PaymentGateway {
  if (config.STRIPE_SECRET_KEY) {
    return new StripePaymentGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      ...(config.STRIPE_WEBHOOK_SECRET ? { webhookSecret: config.STRIPE_WEBHOOK_SECRET } : {}),
      db,
      now,
    });
  }
  if (config.NODE_ENV === 'production') {
    throw new PaymentConfigurationError(
      'STRIPE_SECRET_KEY is not set: the embedded test payment gateway is refused when ' +
        'NODE_ENV=production. Set STRIPE_SECRET_KEY (sk_live_… or sk_test_…) and ' +
        'STRIPE_WEBHOOK_SECRET (whsec_…).',
    );
  }
  return new TestPaymentGateway(
    db,
    now,
    config.STRIPE_WEBHOOK_SECRET ?? TEST_GATEWAY_WEBHOOK_SECRET,
  );
}
