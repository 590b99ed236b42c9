import {
  SESSION_DEFAULT_DURATION_MS,
  SESSION_STORAGE_KEY,
  SESSION_TYPE_REGISTERED,
} from '@bikeship/core/constants';
import type { Order } from '@bikeship/core/schemas';
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
