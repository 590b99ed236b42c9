import * as z from 'zod/mini';
import {
  DEFAULT_PAYMENT_PROCESSOR,
  DISCOUNT_TYPE_FIXED,
  DISCOUNT_TYPE_PERCENT,
} from '../constants';
import { falseByDefault, optionalNumber, optionalString, zeroByDefault } from './common';
import { orderSchema } from './order';

/** 1 percent, 2 fixed amount (quote §3). */
export const discountTypeSchema = z.literal([DISCOUNT_TYPE_PERCENT, DISCOUNT_TYPE_FIXED]);
export type DiscountType = z.infer<typeof discountTypeSchema>;

/**
 * A coupon (quote §3). `amountOff` and `minimumAmount` are in cents; `percentOff` in percent.
 * `discountType` and `discount` are derived by the money rules.
 */
export const discountSchema = z.object({
  id: z.string(),
  amountOff: z.optional(z.number()),
  percentOff: z.optional(z.number()),
  minimumAmount: z.optional(z.number()),
  discountType: z.optional(discountTypeSchema),
  discount: optionalNumber,
});
export type Discount = z.infer<typeof discountSchema>;

/** A promotion code and its coupon (Stripe's promotion code, reduced). */
export const promotionCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  coupon: discountSchema,
});
export type PromotionCode = z.infer<typeof promotionCodeSchema>;

/** The answer of a promotion check (quote §3). */
export const promotionResultSchema = z.object({
  valid: z.boolean(),
  promotionCode: z.optional(promotionCodeSchema),
});
export type PromotionResult = z.infer<typeof promotionResultSchema>;

/** 's' Stripe (default), 'p' PayPal. */
export const paymentProcessorSchema = z.enum(['s', 'p']);
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;

/**
 * The payment step's state (quote §3). Money in dollars except `customerBalance`, which is kept
 * as the negative of the balance the server returns (quote §5). DECISION: the customer's
 * coupon and a validated promotion live here too, since the after-order flush keeps or clears
 * them together with balance and PO (quote §4).
 */
export const paymentStateSchema = z.object({
  /** Id of the chosen saved payment method, if any. */
  paymentMethod: z.optional(z.string()),
  paymentProcessor: z._default(paymentProcessorSchema, DEFAULT_PAYMENT_PROCESSOR),
  PO: optionalString,
  /** Bike-bucks donation added to the total. */
  buckForBikes: zeroByDefault,
  customerBalance: zeroByDefault,
  subTotal: zeroByDefault,
  subTotalBeforeDiscount: zeroByDefault,
  discountTotal: zeroByDefault,
  discountAmount: zeroByDefault,
  promoDiscountAmount: zeroByDefault,
  customerBalanceApplied: zeroByDefault,
  selectSavePaymentMethod: falseByDefault,
  orderDetails: z.optional(orderSchema),
  discount: z.optional(discountSchema),
  promotion: z.optional(promotionResultSchema),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** A saved card (GET /api/Stripe/get-payment-methods). DECISION: what a card list shows. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.optional(z.boolean()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
