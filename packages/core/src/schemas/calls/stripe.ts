import * as z from 'zod/mini';
import { MAX_MONEY_AMOUNT, NAME_MAX_LENGTH } from '../../constants';
import { moneyAmount, positiveWholeNumber, requiredString } from '../common';
import { discountSchema, paymentMethodSchema } from '../payment';

/**
 * DECISION: POST /api/Stripe/client-secret starts a card payment for an order (PaymentIntent)
 * or, without `orderId`, a card set-up for the saved payment methods page (SetupIntent).
 */
export const clientSecretRequestSchema = z.object({
  orderId: z.optional(positiveWholeNumber),
  total: z.optional(moneyAmount()),
});
export type ClientSecretRequest = z.infer<typeof clientSecretRequestSchema>;

export const clientSecretResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.optional(z.string()),
});
export type ClientSecretResponse = z.infer<typeof clientSecretResponseSchema>;

/** DECISION: POST /api/Stripe/update changes the amount of an open PaymentIntent (dollars). */
export const updateStripePaymentRequestSchema = z.object({
  paymentIntentId: requiredString,
  total: moneyAmount(),
});
export type UpdateStripePaymentRequest = z.infer<typeof updateStripePaymentRequestSchema>;

/** A Stripe object id in a path (payment intent, payment method). */
export const stripeIdParamsSchema = z.object({ id: requiredString });

/** The customer's coupon and the minimum order for it, in cents (quote §7). */
export const customerDiscountResponseSchema = z.object({
  coupon: z.optional(discountSchema),
  minimumAmount: z.optional(z.number()),
});
export type CustomerDiscountResponse = z.infer<typeof customerDiscountResponseSchema>;

/** GET /api/Stripe/validate-promotion/{code}?orderTotal= (quote §5). */
export const promotionParamsSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH)),
});
export const promotionQuerySchema = z.object({
  orderTotal: z.optional(
    z.coerce.number<string | number>().check(z.gte(0), z.lte(MAX_MONEY_AMOUNT)),
  ),
});
export type PromotionQuery = z.infer<typeof promotionQuerySchema>;

export const paymentMethodListSchema = z.array(paymentMethodSchema);

/**
 * DECISION: the balance in cents as Stripe keeps it (negative = credit to the customer); the
 * client stores its negative (quote §5).
 */
export const customerBalanceResponseSchema = z.object({ balance: z.number() });
export type CustomerBalanceResponse = z.infer<typeof customerBalanceResponseSchema>;

/**
 * GET /api/payments/config. DECISION (not in the spec's call table, like the published rate
 * tables): how this server takes card payments, so an embed knows whether to load Stripe.js —
 * 'stripe' with its publishable key for Stripe Elements, or 'test' for the embedded test
 * gateway, which takes Stripe's test payment-method ids (a test card form, no card number
 * sent). `paypal`: whether PayPal is configured.
 */
export const paymentsConfigSchema = z.object({
  processor: z.enum(['stripe', 'test']),
  publishableKey: z.nullable(z.string()),
  paypal: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * POST /api/payments/test-authentication. DECISION: the test gateway's stand-in for the bank's
 * 3-D Secure page of Stripe's test mode — the customer completes or fails the authentication of
 * the payment named by its client secret (what the payment call answered), and the payment
 * settles as Stripe's webhook would settle it. Refused (404) unless the test gateway is in use.
 */
export const testAuthenticationRequestSchema = z.object({
  clientSecret: requiredString,
  outcome: z.enum(['complete', 'fail']),
});
export type TestAuthenticationRequest = z.infer<typeof testAuthenticationRequestSchema>;
