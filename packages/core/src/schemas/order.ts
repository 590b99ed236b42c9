import * as z from 'zod/mini';
import { PARTNER_SLUG_MAX_LENGTH } from '../constants';
import { addressStageSchema } from './address';
import { measuredPackageShape } from './box';
import { optionalBoolean, optionalNumber, optionalString } from './common';
import { shipmentDocumentSchema } from './document';
import { stageFeesSchema } from './fees';

/** DECISION: a package of a placed shipment, as the order history and labels show it. */
export const orderPackageSchema = z.object({
  boxId: z.number(),
  name: optionalString,
  ...measuredPackageShape,
  value: optionalNumber,
  trackingNumber: optionalString,
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

/**
 * DECISION: what a cancellation or refund would give back if asked now, in dollars: `refund`
 * all of it (cards and credit), `credit` the part that goes back as the customer's credit. The
 * order detail offers one only when the server would accept that call at this moment (null: it
 * would not — already cancelled, picked up, nothing left…), so a confirmation can state the
 * amount before the customer commits.
 */
export const refundOfferSchema = z.object({ refund: z.number(), credit: z.number() });
export type RefundOffer = z.infer<typeof refundOfferSchema>;
const optionalOffer = z.optional(z.nullable(refundOfferSchema));

/** DECISION: a payment the order received (`kind` 'initial' or 'additional'), dollars. */
export const orderPaymentSchema = z.object({
  paymentId: z.number(),
  kind: z.string(),
  amount: z.number(),
  refunded: z.number(),
  paidAt: z.string(),
  refundOffer: optionalOffer,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * DECISION: how an order's sub-total became its total, in dollars, as the payment settled it
 * (core `computePaymentBreakdown`): `subTotal` the stages' charges before any discount (after a
 * re-quote paid by an additional payment: the re-quoted one), less `discount` (the customer's
 * coupon), `promotion` (the promotion code, named in `promotionCode`) and `credit` (the
 * customer's balance used), plus `donation` (Bucks for Bikes) — which makes `total`.
 */
export const orderChargesSchema = z.object({
  subTotal: z.number(),
  discount: z.number(),
  promotion: z.number(),
  promotionCode: optionalString,
  credit: z.number(),
  donation: z.number(),
});
export type OrderCharges = z.infer<typeof orderChargesSchema>;

/**
 * DECISION: one stage of a placed order, as booked with the carrier (quote §3 names only
 * "shipments"). Dates 'YYYY-MM-DD'; `status` is the carrier's last tracking status.
 */
export const shipmentSchema = z.object({
  shipmentId: z.number(),
  stage: z.number(),
  service: optionalString,
  shipDate: optionalString,
  deliverDate: optionalString,
  status: optionalString,
  trackingNumber: optionalString,
  from: z.optional(addressStageSchema),
  to: z.optional(addressStageSchema),
  packages: z._default(z.array(orderPackageSchema), []),
  labelCreated: optionalBoolean,
  /** The order detail only (the lists leave these out): */
  /** What the stage was priced at and what it got back, dollars. */
  amount: optionalNumber,
  refunded: optionalNumber,
  /** A pickup is booked for the stage (else the box is dropped off). */
  pickupBooked: optionalBoolean,
  documents: z.optional(z.array(shipmentDocumentSchema)),
  /** Voiding the stage's label (DELETE /api/Refund/Label) and cancelling its pickup. */
  labelCancelOffer: optionalOffer,
  pickupCancelOffer: optionalOffer,
});
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * DECISION: a partner (bike shop) is named by a slug — 1 to PARTNER_SLUG_MAX_LENGTH lowercase
 * letters, digits and hyphens, starting with a letter or digit, e.g. 'velo-northwest'.
 * Lowercase only, so that one shop has one spelling in what is recorded; a page that writes it
 * otherwise is told so by a 400 on its first write, not attributed under a second name.
 */
export const partnerSlugSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[a-z0-9][a-z0-9-]{0,${PARTNER_SLUG_MAX_LENGTH - 1}}$`),
      `Give the partner's slug: 1 to ${PARTNER_SLUG_MAX_LENGTH} lowercase letters, digits and hyphens, starting with a letter or digit`,
    ),
  );

/** An order (quote §3). `total` in dollars; `orderDate` ISO. */
export const orderSchema = z.object({
  orderId: z.number(),
  orderDate: z.string(),
  po: optionalString,
  shipments: z._default(z.array(shipmentSchema), []),
  total: z.number(),
  /** The partner (bike shop) whose embedded widget placed the order; null when none did. */
  partner: z._default(z.nullable(z.string()), null),
  /** UI state of the order list: whether this order's details are expanded. */
  openDetails: optionalBoolean,
  /** Its status ('paid', 'confirmed', 'partially_refunded', 'refunded', 'cancelled'…). */
  status: optionalString,
  /**
   * The order detail only: what was paid (cards and credit) and given back, what is due (a stage
   * re-quoted higher after payment: POST /api/Order/Additional-Payment takes `due` with the
   * current `fees`), how its total is made up (`charges`), its payments, the whole order's cancellation, and whether a refund is under
   * way (then nothing else is offered until it settles).
   */
  paid: optionalNumber,
  refunded: optionalNumber,
  due: optionalNumber,
  fees: z.optional(z.array(stageFeesSchema)),
  charges: z.optional(orderChargesSchema),
  payments: z.optional(z.array(orderPaymentSchema)),
  cancelOffer: optionalOffer,
  refundUnderWay: optionalBoolean,
});
export type Order = z.infer<typeof orderSchema>;

/** DECISION: a month that has orders, for the history month picker (GET /api/Order/dates). */
export const orderMonthSchema = z.object({ year: z.number(), month: z.number() });
export type OrderMonth = z.infer<typeof orderMonthSchema>;
