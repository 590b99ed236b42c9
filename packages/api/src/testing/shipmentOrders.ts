import type { AddressStage } from '@bikeship/core/schemas';
import type { Database } from '../db/database';
import { orderPackages, orders, shipments } from '../db/schema';
import { hashOrderKey, newOrderKey } from '../services/orderAccess';

/**
 * Orders written straight into the tables, for the label, document and mail tests: the order
 * flow that normally makes them is another area's, and these tests need a paid order to start
 * from.
 */

export const DENVER: AddressStage = {
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1701 Wynkoop St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  country: { code: 'US', name: 'United States' },
  phone: '303-555-0100',
};

export const PORTLAND: AddressStage = {
  firstName: 'Bo',
  lastName: 'Shop',
  company: 'Rose City Cycles',
  address1: '800 NW 6th Ave',
  city: 'Portland',
  state: 'OR',
  postalCode: '97209',
  country: { code: 'US', name: 'United States' },
  phone: '503-555-0199',
  isResidential: false,
};

export const VANCOUVER: AddressStage = {
  firstName: 'Chloé',
  lastName: 'Côté',
  address1: '1055 Canada Pl',
  city: 'Vancouver',
  state: 'BC',
  postalCode: 'V6C 0C3',
  country: { code: 'CA', name: 'Canada' },
  phone: '604-555-0142',
};

export interface StageFixture {
  from: AddressStage;
  to: AddressStage;
  service?: string;
  serviceCode?: number;
  packages: Record<string, unknown>[];
  status?: 'active' | 'cancelled';
}

export const ROAD_BIKE_BOX = {
  name: 'Road bike',
  length: 54,
  width: 10,
  height: 30,
  weight: 38,
  linearUnit: 'IN',
  weightUnit: 'LB',
  value: 2400,
  category: 'BIKE',
  insideDescription: 'Used road bicycle, pedals removed',
  outsideDescription: 'Cardboard bike box',
};

export const WHEEL_BOX = {
  name: 'Wheels',
  length: 30,
  width: 8,
  height: 30,
  weight: 9.5,
  linearUnit: 'IN',
  weightUnit: 'LB',
  value: 800,
  category: 'WHEELS',
};

export interface InsertedOrder {
  orderId: number;
  /** The guest's order key, for a guest order. */
  orderKey: string | null;
  shipments: { shipmentId: number; stage: number; boxIds: number[] }[];
}

/** A paid order (by default) of `userId`, or of a guest when `userId` is null. */
export async function insertOrder(
  db: Database,
  input: {
    userId: string | null;
    email?: string;
    status?: string;
    stages: StageFixture[];
    totalCents?: number;
    refundedCents?: number;
  },
): Promise<InsertedOrder> {
  const orderKey = input.userId ? null : newOrderKey();
  const fees = input.stages.map((_, index) => ({
    stage: index + 1,
    baseFee: 189.5,
    customsFee: 0,
    protectionFee: 0,
    pickupFee: 5,
    residentialFee: 0,
    hazMatFee: 0,
    landedCost: [],
  }));
  const stageTotal = 19450;
  const total = input.totalCents ?? stageTotal * input.stages.length;
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      email: input.email ?? 'ada.rider@example.com',
      firstName: 'Ada',
      lastName: 'Rider',
      guestKeyHash: orderKey ? hashOrderKey(orderKey) : null,
      status: input.status ?? 'paid',
      shipMode: input.stages.length > 1 ? 3 : 1,
      purpose: 146,
      shipDate: '2030-05-06',
      request: {},
      fees,
      subTotalCents: total,
      totalCents: total,
      refundedCents: input.refundedCents ?? 0,
      paidAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  const inserted: InsertedOrder = { orderId: order.orderId, orderKey, shipments: [] };
  for (const [index, stage] of input.stages.entries()) {
    const [shipment] = await db
      .insert(shipments)
      .values({
        orderId: order.orderId,
        stage: index + 1,
        serviceCode: stage.serviceCode ?? 3,
        service: stage.service ?? 'Ground',
        shipDate: '2030-05-06',
        deliverDate: '2030-05-10',
        transitDays: 4,
        from: stage.from,
        to: stage.to,
        status: stage.status ?? 'active',
        amountCents: stageTotal,
      })
      .returning();
    if (!shipment) throw new Error('shipment insert returned nothing');
    const boxes = await db
      .insert(orderPackages)
      .values(
        stage.packages.map((pkg) => ({
          shipmentId: shipment.shipmentId,
          orderId: order.orderId,
          package: pkg,
        })),
      )
      .returning();
    inserted.shipments.push({
      shipmentId: shipment.shipmentId,
      stage: shipment.stage,
      boxIds: boxes.map((box) => box.boxId).sort((a, b) => a - b),
    });
  }
  return inserted;
}
