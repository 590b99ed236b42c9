import {
  SESSION_DEFAULT_DURATION_MS,
  SESSION_STORAGE_KEY,
  SESSION_TYPE_REGISTERED,
} from '@bikeship/core/constants';
import type { Order, OrderPayment, Shipment } from '@bikeship/core/schemas';
import { ADA, fakeToken, memoryStorages } from '../testing/renderAccount';

/** Memory storages holding Ada's registered session, as a sign-in leaves them. */
export function signedInStorages() {
  const storages = memoryStorages();
  storages.local.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      token: fakeToken(),
      guestName: null,
      session: {
        id: 'session-ada',
        startTime: Date.now(),
        duration: SESSION_DEFAULT_DURATION_MS,
        sessionType: SESSION_TYPE_REGISTERED,
        user: ADA,
        searches: [],
      },
    }),
  );
  return storages;
}

const PORTLAND = {
  address1: '1 Bike Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: { name: 'United States', code: 'US' },
};
const DENVER = {
  address1: '1600 Champa St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  country: { name: 'United States', code: 'US' },
};

const ROAD_BIKE_BOX = {
  name: 'Road bike',
  length: 54,
  width: 8,
  height: 30,
  weight: 32,
  linearUnit: 'IN',
  weightUnit: 'LB',
} as const;

/** A paid order of one stage whose labels were made at payment (a tracking number per box). */
export const PAID_ORDER: Order = {
  orderId: 1042,
  orderDate: '2026-11-20T17:30:00.000Z',
  total: 182.5,
  partner: null,
  shipments: [
    {
      shipmentId: 501,
      stage: 1,
      service: 'Ground',
      shipDate: '2026-11-23',
      deliverDate: '2026-11-27',
      status: 'label_created',
      trackingNumber: 'BS0300000000000501',
      from: PORTLAND,
      to: DENVER,
      packages: [{ boxId: 1, ...ROAD_BIKE_BOX, trackingNumber: 'BS0300000000000501' }],
      labelCreated: true,
    },
  ],
};

/** An order whose second stage (the return trip) has no labels yet. */
export const ORDER_WITH_UNLABELLED_STAGE: Order = {
  ...PAID_ORDER,
  orderId: 1043,
  shipments: [
    ...PAID_ORDER.shipments,
    {
      shipmentId: 502,
      stage: 2,
      service: 'Ground',
      shipDate: '2026-12-05',
      status: 'booked',
      from: DENVER,
      to: PORTLAND,
      packages: [{ boxId: 2, ...ROAD_BIKE_BOX }],
      labelCreated: false,
    },
  ],
};

/** An October order, for the month list. */
export const OCTOBER_ORDER: Order = {
  ...PAID_ORDER,
  orderId: 977,
  orderDate: '2026-10-03T15:00:00.000Z',
  total: 96,
};

/**
 * A paid two-stage order as the detail answers it, with every cancellation on offer: the
 * whole order, each stage's label, stage 1's booked pickup and the payment. $20 of it was paid
 * with the customer's credit, so part of each refund goes back as credit.
 */
export const ORDER_WITH_OFFERS: Order = {
  ...ORDER_WITH_UNLABELLED_STAGE,
  orderId: 1044,
  total: 240,
  status: 'paid',
  paid: 240,
  refunded: 0,
  due: 0,
  fees: [
    {
      stage: 1,
      baseFee: 120,
      customsFee: 0,
      protectionFee: 0,
      pickupFee: 5,
      residentialFee: 0,
      hazMatFee: 0,
      landedCost: [],
    },
  ],
  shipments: [
    {
      ...(ORDER_WITH_UNLABELLED_STAGE.shipments[0] as Shipment),
      amount: 125,
      refunded: 0,
      pickupBooked: true,
      labelCancelOffer: { refund: 125, credit: 0 },
      pickupCancelOffer: { refund: 5, credit: 0 },
    },
    {
      ...(ORDER_WITH_UNLABELLED_STAGE.shipments[1] as Shipment),
      amount: 115,
      refunded: 0,
      pickupBooked: false,
      labelCancelOffer: { refund: 115, credit: 0 },
      pickupCancelOffer: null,
    },
  ],
  payments: [
    {
      paymentId: 71,
      kind: 'initial',
      amount: 220,
      refunded: 0,
      paidAt: '2026-11-20T17:31:00.000Z',
      refundOffer: { refund: 220, credit: 0 },
    },
  ],
  cancelOffer: { refund: 240, credit: 20 },
  refundUnderWay: false,
};

/** ORDER_WITH_OFFERS once its stage 2 was cancelled: $115 back, figures and offers updated. */
export const ORDER_AFTER_STAGE_2_CANCELLED: Order = {
  ...ORDER_WITH_OFFERS,
  status: 'partially_refunded',
  refunded: 115,
  shipments: [
    {
      ...(ORDER_WITH_OFFERS.shipments[0] as Shipment),
      labelCancelOffer: { refund: 125, credit: 20 },
    },
    {
      ...(ORDER_WITH_OFFERS.shipments[1] as Shipment),
      status: 'cancelled',
      refunded: 115,
      labelCancelOffer: null,
    },
  ],
  payments: [
    {
      ...(ORDER_WITH_OFFERS.payments?.[0] as OrderPayment),
      refunded: 115,
      refundOffer: { refund: 105, credit: 0 },
    },
  ],
  cancelOffer: { refund: 125, credit: 20 },
};

/**
 * ORDER_WITH_OFFERS while a refund's money is still moving. The server then offers nothing;
 * the offers are left in here so a test shows the flag alone keeps every button away.
 */
export const ORDER_WITH_REFUND_UNDER_WAY: Order = {
  ...ORDER_WITH_OFFERS,
  refundUnderWay: true,
};

/**
 * An event order of two stages as the detail answers it: the event's promotion (10% off the
 * $227.00 sub-total) and a Bucks for Bikes donation, paid by card.
 */
export const EVENT_ORDER_WITH_PROMOTION: Order = {
  ...ORDER_WITH_OFFERS,
  orderId: 1045,
  total: 209.3,
  paid: 209.3,
  fees: [
    {
      stage: 1,
      baseFee: 97.8,
      customsFee: 0,
      protectionFee: 0,
      pickupFee: 20,
      residentialFee: 0,
      hazMatFee: 0,
      landedCost: [],
    },
    {
      stage: 2,
      baseFee: 97.8,
      customsFee: 0,
      protectionFee: 11.4,
      pickupFee: 0,
      residentialFee: 0,
      hazMatFee: 0,
      landedCost: [],
    },
  ],
  charges: {
    subTotal: 227,
    discount: 0,
    promotion: 22.7,
    promotionCode: 'CASCADEGF',
    credit: 0,
    donation: 5,
  },
  shipments: [
    { ...(ORDER_WITH_OFFERS.shipments[0] as Shipment), amount: 117.8 },
    { ...(ORDER_WITH_OFFERS.shipments[1] as Shipment), amount: 109.2 },
  ],
  payments: [
    {
      ...(ORDER_WITH_OFFERS.payments?.[0] as OrderPayment),
      amount: 209.3,
      refundOffer: { refund: 209.3, credit: 0 },
    },
  ],
  cancelOffer: { refund: 209.3, credit: 0 },
};
