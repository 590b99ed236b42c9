import * as z from 'zod/mini';
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

/** An order (quote §3). `total` in dollars; `orderDate` ISO. */
export const orderSchema = z.object({
  orderId: z.number(),
  orderDate: z.string(),
  po: optionalString,
  shipments: z._default(z.array(shipmentSchema), []),
  total: z.number(),
  /** UI state of the order list: whether this order's details are expanded. */
  openDetails: optionalBoolean,
});
export type Order = z.infer<typeof orderSchema>;

/** DECISION: a month that has orders, for the history month picker (GET /api/Order/dates). */
export const orderMonthSchema = z.object({ year: z.number(), month: z.number() });
export type OrderMonth = z.infer<typeof orderMonthSchema>;
