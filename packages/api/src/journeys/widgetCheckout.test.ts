import {
  buildPaymentRequest,
  buildTemporaryOrderRequest,
  computePaymentBreakdown,
  paymentFeesOf,
  stageChargesOf,
} from '@bikeship/core/rules';
import { type Search, searchSchema } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPackages } from '../db/schema';
import {
  addressAt,
  BIKE_BOX,
  cheapest,
  locationOf,
  PLACES,
  quoteTrip,
  type TripLeg,
  wizardFees,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

/**
 * The payment step builds its calls with the core rules (`buildTemporaryOrderRequest`,
 * `paymentFeesOf`, `buildPaymentRequest`) from the wizard's search — these tests send exactly
 * those bodies to the real server, so the widget's figures and the server's agree to the cent
 * (no 409) for a domestic and an international trip, a guest and its order key.
 */

// Wednesday 1 July 2026, 11:00 in Denver.
const clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

/** The wizard's search after steps 1–4 and the ship store's fees after step 2. */
async function wizardSearch(legs: TripLeg[]) {
  const rates = await quoteTrip(server, legs);
  const chosen = cheapest(rates);
  const option = await server.request(
    'GET',
    `/api/Protection/insurance-option?coverage=${BIKE_BOX.coverage}`,
  );
  const search: Search = searchSchema.parse({
    id: 'widget-checkout',
    step: 5,
    premiumProtection: true,
    trips: legs.map((leg, index) => ({
      from: locationOf(leg.from),
      to: locationOf(leg.to),
      shipDate: `2026-07-${String(6 + index * 7).padStart(2, '0')}`,
      pickupOption: 1,
      rateChoice: chosen[index],
    })),
    details: legs.map((leg) => ({ from: addressAt(leg.from), to: addressAt(leg.to) })),
    boxes: [
      {
        ...BIKE_BOX,
        marketValue: BIKE_BOX.value,
        premiumProtection: { coverage: BIKE_BOX.coverage, cost: option.body.cost },
        contents: { code: 'BIKE', label: 'Bicycle' },
        // The customer's own, more precise code (a landed cost classifies by category).
        hsCode: '8712.00.1500',
        insideDescription: 'Used road bicycle',
      },
    ],
    descriptions: ['Road bike'],
    rates,
  });
  return { search, fees: await wizardFees(server, search) };
}

async function checkout(legs: TripLeg[], nonce: string) {
  const { search, fees } = await wizardSearch(legs);
  const request = buildTemporaryOrderRequest(search, {
    profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Rider' },
    timezoneData: { timezone: 'America/Denver', offset: 360 },
  });
  expect(request).not.toBeNull();
  const placed = await server.request('POST', '/api/Order', { json: request });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const keyHeaders = { 'X-Bikeship-Order-Key': String(placed.body.orderKey) };
  const created = await server.request('POST', '/api/Order/create-order', {
    json: { orderId: placed.body.id },
    headers: keyHeaders,
  });
  expect(created.status).toBe(200);
  // The payment store's figures (core rules) with a $5 donation.
  const breakdown = computePaymentBreakdown({
    stages: stageChargesOf(search, fees),
    buckForBikes: 5,
  });
  const body = buildPaymentRequest(
    placed.body.id,
    nonce,
    {
      ...breakdown,
      PO: 'TEAM-42',
      selectSavePaymentMethod: false,
      paymentProcessor: 's',
    },
    paymentFeesOf(search, fees),
  );
  const paid = await server.request('POST', '/api/Order/payment', {
    json: body,
    headers: { ...keyHeaders, 'Idempotency-Key': `widget-${placed.body.id}-${nonce}` },
  });
  return { paid, body, orderId: placed.body.id as number, keyHeaders };
}

describe("the payment step's bodies on the real server", () => {
  it('a domestic trip: the server takes the figures as the widget computed them and places the order', async () => {
    const { paid, body, orderId, keyHeaders } = await checkout(
      [{ from: PLACES.sanFrancisco, to: PLACES.boulder }],
      'pm_card_visa',
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ success: true, orderId });
    const detail = await server.request('GET', `/api/Order/detail?orderId=${orderId}`, {
      headers: keyHeaders,
    });
    expect(detail.body).toMatchObject({ orderId, total: body.total, po: 'TEAM-42' });
    // Step 4's contents travel with the box to the commercial invoice.
    const [box] = await server.deps.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId));
    expect(box?.package).toMatchObject({
      category: 'BIKE',
      hsCode: '8712.00.1500',
      insideDescription: 'Used road bicycle',
    });
  });

  it('an international round trip with its clearance fees agrees to the cent', async () => {
    const { paid, orderId } = await checkout(
      [
        { from: PLACES.boulder, to: PLACES.vancouver },
        { from: PLACES.vancouver, to: PLACES.boulder },
      ],
      'pm_card_visa',
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ success: true, orderId });
  });

  it('a declined card answers 402 with the message the step shows', async () => {
    const { paid } = await checkout(
      [{ from: PLACES.sanFrancisco, to: PLACES.boulder }],
      'pm_card_chargeDeclined',
    );
    expect(paid.status).toBe(402);
    expect(paid.body).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
  });
});
