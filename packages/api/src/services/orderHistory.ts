import { RECENT_ORDERS_FETCHED } from '@bikeship/core/constants';
import { centsToDollars } from '@bikeship/core/rules';
import {
  addressStageSchema,
  type Order,
  type OrderMonth,
  type OrderPackage,
  orderRequestPackageSchema,
  type Shipment,
} from '@bikeship/core/schemas';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderPackages, orders, payments, shipmentDocuments, shipments } from '../db/schema';
import type { CarrierAdapter } from '../integrations/carrier/carrierAdapter';
import { findOwnedOrder, type OrderAccess, type OrderRow } from './orderAccess';
import { amountDueCents } from './orderPayment';
import { PAID_PAYMENT_STATUSES } from './refundAmounts';
import { refundOffers } from './refunds';
import { isHandedOut } from './shipmentDocuments';
import { readStageFees } from './shipmentRecords';

/**
 * The order history (quote §7: dates, by month and year, detail, recent). DECISION: the lists
 * show PLACED orders (paid, or confirmed with nothing to pay — also once refunded or cancelled),
 * filed under the month they were placed in the customer's own time zone; an unfinished
 * (temporary or created) order is a cart, not history. The detail shows any order its owner
 * asks for, so the confirmation page can show it.
 */

export interface HistoryDeps {
  db: Database;
  carrier: Pick<CarrierAdapter, 'trackingEvents'>;
  now: () => Date;
}

/** DECISION: at most this many orders per "recent" call, whatever `num` asks. */
export const MAX_RECENT_ORDERS = 50;

type ShipmentRow = typeof shipments.$inferSelect;
type PackageRow = typeof orderPackages.$inferSelect;

function toPackage(row: PackageRow): OrderPackage {
  const stored = orderRequestPackageSchema.parse(row.package);
  return {
    boxId: row.boxId,
    ...(stored.name ? { name: stored.name } : {}),
    length: stored.length,
    width: stored.width,
    height: stored.height,
    weight: stored.weight,
    linearUnit: stored.linearUnit,
    weightUnit: stored.weightUnit,
    value: stored.value,
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
  };
}

/**
 * A stage's status: 'cancelled'; once labelled, the carrier's last tracking status of its
 * first package; before that 'booked' for a placed order, else 'awaiting_payment'.
 */
function shipmentStatus(
  deps: HistoryDeps,
  order: OrderRow,
  shipment: ShipmentRow,
  firstTracked: PackageRow | undefined,
): string {
  if (shipment.status === 'cancelled') return 'cancelled';
  if (shipment.labelCreatedAt && firstTracked?.trackingNumber) {
    const events = deps.carrier.trackingEvents(
      {
        trackingNumber: firstTracked.trackingNumber,
        serviceCode: shipment.serviceCode,
        labelCreatedAt: shipment.labelCreatedAt.toISOString(),
        shipDate: shipment.shipDate,
        deliverDate: shipment.deliverDate,
        fromCity: String(shipment.from.city ?? ''),
        toCity: String(shipment.to.city ?? ''),
      },
      deps.now(),
    );
    return events.at(-1)?.status ?? 'label_created';
  }
  return order.placedAt ? 'booked' : 'awaiting_payment';
}

/** Orders in the core `orderSchema` shape, with their shipments and packages (3 queries). */
async function toOrders(deps: HistoryDeps, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.orderId);
  const shipmentRows = await deps.db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, ids))
    .orderBy(asc(shipments.stage));
  const packageRows = await deps.db
    .select()
    .from(orderPackages)
    .where(inArray(orderPackages.orderId, ids))
    .orderBy(asc(orderPackages.boxId));
  return rows.map((order) => ({
    orderId: order.orderId,
    orderDate: (order.placedAt ?? order.createdAt).toISOString(),
    ...(order.po ? { po: order.po } : {}),
    shipments: shipmentRows
      .filter((shipment) => shipment.orderId === order.orderId)
      .map((shipment): Shipment => {
        const boxes = packageRows.filter((pkg) => pkg.shipmentId === shipment.shipmentId);
        const tracked = boxes.find((pkg) => pkg.trackingNumber);
        return {
          shipmentId: shipment.shipmentId,
          stage: shipment.stage,
          service: shipment.service,
          shipDate: shipment.shipDate,
          ...(shipment.deliverDate ? { deliverDate: shipment.deliverDate } : {}),
          status: shipmentStatus(deps, order, shipment, tracked),
          ...(tracked?.trackingNumber ? { trackingNumber: tracked.trackingNumber } : {}),
          from: addressStageSchema.parse(shipment.from),
          to: addressStageSchema.parse(shipment.to),
          packages: boxes.map(toPackage),
          labelCreated: shipment.labelCreatedAt !== null,
        };
      }),
    total: centsToDollars(order.totalCents),
    partner: order.partner,
    // The lists say it too: a cancelled or refunded order must not read as a live one.
    status: order.status,
  }));
}

const placedOf = (userId: string) => and(eq(orders.userId, userId), isNotNull(orders.placedAt));

/** GET /api/Order/dates: the months with placed orders, oldest first (the client reverses). */
export async function orderMonths(db: Database, userId: string): Promise<OrderMonth[]> {
  const rows = await db
    .selectDistinct({ year: orders.placedYear, month: orders.placedMonth })
    .from(orders)
    .where(placedOf(userId))
    .orderBy(asc(orders.placedYear), asc(orders.placedMonth));
  return rows.flatMap((row) =>
    row.year !== null && row.month !== null ? [{ year: row.year, month: row.month }] : [],
  );
}

/** GET /api/Order/get?month&year: that month's placed orders, newest first. */
export async function ordersOfMonth(
  deps: HistoryDeps,
  userId: string,
  month: number,
  year: number,
): Promise<Order[]> {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(placedOf(userId), eq(orders.placedYear, year), eq(orders.placedMonth, month)))
    .orderBy(desc(orders.placedAt), desc(orders.orderId));
  return toOrders(deps, rows);
}

/** GET /api/Order/recent?num: the newest placed orders (3 unless `num` says otherwise). */
export async function recentOrders(
  deps: HistoryDeps,
  userId: string,
  num: number = RECENT_ORDERS_FETCHED,
): Promise<Order[]> {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(placedOf(userId))
    .orderBy(desc(orders.placedAt), desc(orders.orderId))
    .limit(Math.min(num, MAX_RECENT_ORDERS));
  return toOrders(deps, rows);
}

/**
 * GET /api/Order/detail?orderId: one order of its owner (a guest: with the order key), else 404.
 * DECISION: the detail carries what the customer acts on after ordering and the lists leave out
 * (they stay 3 queries): each stage's price, refunds, pickup and documents, the order's payments
 * and money, and what each cancellation or refund would give back now (`refunds.ts` plans it
 * exactly as the call would), so the account shows amounts before the customer confirms.
 */
export async function orderDetail(
  deps: HistoryDeps,
  orderId: number,
  access: OrderAccess,
): Promise<Order> {
  const order = await findOwnedOrder(deps.db, orderId, access);
  const [detail] = await toOrders(deps, [order]);
  if (!detail) throw new Error(`order ${orderId} vanished`);
  const [stageRows, documentRows, paymentRows] = await Promise.all([
    deps.db.select().from(shipments).where(eq(shipments.orderId, orderId)),
    deps.db
      .select()
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.orderId, orderId))
      .orderBy(asc(shipmentDocuments.createdAt), asc(shipmentDocuments.shipmentDocumentId)),
    deps.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.orderId, orderId), inArray(payments.status, [...PAID_PAYMENT_STATUSES])),
      )
      .orderBy(asc(payments.createdAt), asc(payments.paymentId)),
  ]);
  // After the reads above: on the embedded database a transaction holds the one connection.
  const offers = await refundOffers(deps, order);
  const paidCents =
    paymentRows.reduce((sum, payment) => sum + payment.amountCents, 0) + order.balanceAppliedCents;
  return {
    ...detail,
    shipments: detail.shipments.map((shipment) => {
      const row = stageRows.find((stage) => stage.shipmentId === shipment.shipmentId);
      return {
        ...shipment,
        amount: centsToDollars(row?.amountCents ?? 0),
        refunded: centsToDollars(row?.refundedCents ?? 0),
        pickupBooked: offers.pickupBooked.has(shipment.shipmentId),
        documents: documentRows
          .filter(
            (document) =>
              document.shipmentId === shipment.shipmentId && (!row || isHandedOut(document, row)),
          )
          .map((document) => ({
            shipmentDocumentId: document.shipmentDocumentId,
            shipmentId: document.shipmentId,
            orderId: document.orderId,
            category: document.category,
            ...(document.boxId !== null ? { boxId: document.boxId } : {}),
            file: document.fileName,
            sizeBytes: document.sizeBytes,
            contentType: document.contentType,
            createdAt: document.createdAt.toISOString(),
            generated: document.generated,
          })),
        labelCancelOffer: offers.labels.get(shipment.shipmentId) ?? null,
        pickupCancelOffer: offers.pickups.get(shipment.shipmentId) ?? null,
      };
    }),
    status: order.status,
    paid: centsToDollars(paidCents),
    refunded: centsToDollars(order.refundedCents),
    due: centsToDollars(amountDueCents(order)),
    fees: readStageFees(order.fees),
    charges: {
      // A re-quote paid by an additional payment raised the settled sub-total, and the total
      // by the same amount; an order not placed yet has settled nothing.
      subTotal: centsToDollars(order.settledSubTotalCents || order.subTotalCents),
      discount: centsToDollars(order.discountCents),
      promotion: centsToDollars(order.promoDiscountCents),
      ...(order.promotionCode ? { promotionCode: order.promotionCode } : {}),
      credit: centsToDollars(order.balanceAppliedCents),
      donation: centsToDollars(order.donationCents),
    },
    payments: paymentRows.map((payment) => ({
      paymentId: payment.paymentId,
      kind: payment.kind,
      amount: centsToDollars(payment.amountCents),
      refunded: centsToDollars(payment.refundedCents),
      paidAt: payment.createdAt.toISOString(),
      refundOffer: offers.payments.get(payment.paymentId) ?? null,
    })),
    cancelOffer: offers.order,
    refundUnderWay: offers.underWay,
  };
}
