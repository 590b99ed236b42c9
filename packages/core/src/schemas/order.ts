import * as z from 'zod/mini';
import { PARTNER_SLUG_MAX_LENGTH } from '../constants';
import { addressStageSchema } from './address';
import { measuredPackageShape } from './box';
import { optionalBoolean, optionalNumber, optionalString } from './common';

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
});
export type Order = z.infer<typeof orderSchema>;

/** DECISION: a month that has orders, for the history month picker (GET /api/Order/dates). */
export const orderMonthSchema = z.object({ year: z.number(), month: z.number() });
export type OrderMonth = z.infer<typeof orderMonthSchema>;
