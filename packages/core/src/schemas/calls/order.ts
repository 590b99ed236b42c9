import * as z from 'zod/mini';
import { DEFAULT_PAYMENT_PROCESSOR, MAX_DONATION, MAX_STAGES } from '../../constants';
import { addressStageSchema } from '../address';
import {
  amountInRequest,
  countParam,
  emailFieldSchema,
  idParam,
  isoDate,
  moneyAmount,
  nameField,
  nonNegativeWholeNumber,
  optionalNameField,
  optionalString,
  positiveWholeNumber,
  requiredString,
  wholeNumber,
} from '../common';
import { stageFeesSchema } from '../fees';
import { orderMonthSchema, orderSchema } from '../order';
import { paymentProcessorSchema } from '../payment';
import { fieldErrorSchema } from '../validationError';
import { rateRequestPackageShape, rateRequestStageShape, shipModeSchema } from './rates';

const orderIdSchema = positiveWholeNumber;

/**
 * One stage of a temporary order. DECISION (quote §7 lists only "stages"): a rate-request stage
 * plus the chosen speed code and the step-3 addresses. The server re-rates the stage itself and
 * checks that both addresses are filled (rules), so a client cannot set its own price.
 */
export const orderStageSchema = z.object({
  ...rateRequestStageShape,
  rateCode: wholeNumber,
  fromAddress: addressStageSchema,
  toAddress: addressStageSchema,
});
export type OrderStage = z.infer<typeof orderStageSchema>;

/**
 * A package of a temporary order: a rated package plus its step-4 contents. `insideDescription`
 * is what customs reads; DECISION: `hsCode` is the customer's HS code for an international box
 * (step 4), which the commercial invoice prints unless the landed cost classified the box.
 */
export const orderRequestPackageSchema = z.object({
  ...rateRequestPackageShape,
  category: optionalString,
  outsideDescription: optionalString,
  insideDescription: optionalString,
  hsCode: optionalString,
});
export type OrderRequestPackage = z.infer<typeof orderRequestPackageSchema>;

/** POST /api/Order — a temporary order (quote §7). */
export const temporaryOrderRequestSchema = z.object({
  shipMode: shipModeSchema,
  /** The purpose's form-data entryId. */
  purpose: z.optional(positiveWholeNumber),
  shipDate: isoDate,
  stages: z.array(orderStageSchema).check(z.minLength(1), z.maxLength(MAX_STAGES)),
  packages: z.array(orderRequestPackageSchema).check(z.minLength(1)),
  session: z.object({
    /** The session profile (quote §3); a guest gives name and email only. */
    profile: z.object({
      email: emailFieldSchema,
      firstName: nameField,
      lastName: nameField,
      userId: optionalString,
    }),
    eventCode: optionalString,
  }),
  /** IANA zone, e.g. 'America/Denver', and `Date#getTimezoneOffset()` minutes. */
  timezoneData: z.object({ timezone: requiredString, offset: wholeNumber }),
});
export type TemporaryOrderRequest = z.infer<typeof temporaryOrderRequestSchema>;

/**
 * DECISION: a guest's order also answers `orderKey`, the secret that proves the order is theirs
 * (a guest has no account). The site gets it as an HttpOnly cookie as well; an embed on a
 * partner origin sends it back in the `X-Bikeship-Order-Key` header.
 */
export const temporaryOrderResponseSchema = z.object({ id: z.number(), orderKey: optionalString });
export type TemporaryOrderResponse = z.infer<typeof temporaryOrderResponseSchema>;

/** DECISION (body not shown): create-order and confirm-order name the temporary order. */
export const orderActionRequestSchema = z.object({ orderId: orderIdSchema });
export type OrderActionRequest = z.infer<typeof orderActionRequestSchema>;

/** Answer of create, confirm and pay: success (a failure is an HTTP error, 403 for paid ones). */
export const orderResultSchema = z.object({
  success: z.boolean(),
  orderId: z.optional(z.number()),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

/** A Stripe coupon or promotion code named by id (quote §7). */
const stripeIdRefSchema = z.object({ id: requiredString });

/**
 * POST /api/Order/payment and /api/Order/Additional-Payment (quote §7). Money in dollars except
 * `usedBalance`, in cents. DECISION: `orderId` names the order paid (not listed, but needed);
 * `nonce` is the Stripe payment method id or the PayPal order id.
 */
export const paymentRequestSchema = z.object({
  orderId: orderIdSchema,
  nonce: optionalString,
  storeCode: optionalString,
  purchaseOrder: optionalNameField,
  savePaymentMethod: z._default(z.boolean(), false),
  paymentProcessor: z._default(paymentProcessorSchema, DEFAULT_PAYMENT_PROCESSOR),
  donation: z._default(moneyAmount(MAX_DONATION), 0),
  total: moneyAmount(),
  discountAmount: amountInRequest,
  usedBalance: z._default(nonNegativeWholeNumber, 0),
  fees: z.array(stageFeesSchema).check(z.maxLength(MAX_STAGES)),
  StripeDiscount: z.optional(stripeIdRefSchema),
  StripePromoCode: z.optional(stripeIdRefSchema),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/**
 * The 402 answers of a payment (DECISION: the order stays payable): the bank asks the cardholder
 * to confirm (3-D Secure: Stripe.js finishes it with the client secret, then the same attempt is
 * asked again), or the bank declined the card (its words and code, shown under the card).
 */
export const paymentNeedsAuthenticationSchema = z.object({
  success: z.literal(false),
  orderId: z.number(),
  message: z.string(),
  requiresAction: z.literal(true),
  clientSecret: z.string(),
});
export const paymentDeclinedSchema = z.object({
  success: z.literal(false),
  orderId: z.number(),
  message: z.string(),
  code: z.string(),
});
export const paymentRequiredAnswerSchema = z.union([
  paymentNeedsAuthenticationSchema,
  paymentDeclinedSchema,
]);
export type PaymentRequiredAnswer = z.infer<typeof paymentRequiredAnswerSchema>;

/**
 * The 409 of a payment whose figures differ from the server's: the server's own total, discount,
 * balance (cents) and fees, for the customer to confirm and pay exactly. A 409 without them is
 * an attempt still under way (a plain error answer).
 */
export const priceChangedAnswerSchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
  serverTotal: z.number(),
  serverDiscountAmount: z.number(),
  serverUsedBalance: z.number(),
  serverFees: z.array(stageFeesSchema),
});
export type PriceChangedAnswer = z.infer<typeof priceChangedAnswerSchema>;

/**
 * What a payment call came to — one vocabulary from the gateway to the widget: paid; declined
 * by the bank; waiting for the cardholder's 3-D Secure answer; refused because the figures
 * differ from the server's.
 */
export type PaymentOutcomeKind = 'paid' | 'declined' | 'requires-action' | 'price-changed';

/** GET /api/Order/dates: months with orders, oldest first (the client reverses them). */
export const orderMonthListSchema = z.array(orderMonthSchema);
export const orderListSchema = z.array(orderSchema);

export const ordersByMonthQuerySchema = z.object({
  month: countParam.check(z.gte(1), z.lte(12)),
  year: countParam,
});
export type OrdersByMonthQuery = z.infer<typeof ordersByMonthQuerySchema>;

export const orderDetailQuerySchema = z.object({ orderId: idParam });
export type OrderDetailQuery = z.infer<typeof orderDetailQuerySchema>;

export const recentOrdersQuerySchema = z.object({ num: z.optional(countParam) });
export type RecentOrdersQuery = z.infer<typeof recentOrdersQuerySchema>;
