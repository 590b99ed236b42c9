import { PARTNER_HEADER, PARTNER_SLUG_MAX_LENGTH } from '@bikeship/core/constants';
import { orderSchema } from '@bikeship/core/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import {
  cheapest,
  PLACES,
  type PlacedTemporaryOrder,
  paymentBody,
  placeTemporaryOrder,
  quoteTrip,
  rateRequestBody,
  temporaryOrderBody,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

// Wednesday 1 July 2026, 11:00 in Denver.
const clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];
const SHOP = 'velo-northwest';
/** A partner page's origin: not one of the site's web origins. */
const PARTNER_ORIGIN = 'https://velo-northwest.example';

async function partnerOfRow(orderId: number): Promise<string | null> {
  const [row] = await server.deps.db
    .select({ partner: orders.partner })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row.partner;
}

async function orderCount(): Promise<number> {
  const [row] = await server.deps.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

/** Creates and pays a placed order with the test card, as the widget's payment step does. */
async function payFor(
  placed: PlacedTemporaryOrder,
  caller: { headers?: Record<string, string>; token?: string } = {},
) {
  const as = {
    headers: { ...placed.keyHeaders, ...caller.headers },
    ...(caller.token ? { token: caller.token } : {}),
  };
  const created = await server.request('POST', '/api/Order/create-order', {
    json: { orderId: placed.id },
    ...as,
  });
  expect(created.status).toBe(200);
  const paid = await server.request('POST', '/api/Order/payment', {
    json: paymentBody(placed, 'pm_card_visa'),
    ...as,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

describe('the partner of an order (DESIGN §5 `partner` attribute, sent as X-Bikeship-Partner)', () => {
  it("records the partner of a guest's order placed through its embed, and answers it with the order", async () => {
    const partnerHeaders = { [PARTNER_HEADER]: SHOP };
    const placed = await placeTemporaryOrder(server, { legs: domestic, headers: partnerHeaders });
    expect(await partnerOfRow(placed.id)).toBe(SHOP);
    await payFor(placed, { headers: partnerHeaders });
    expect(await partnerOfRow(placed.id)).toBe(SHOP);

    const detail = await server.request('GET', `/api/Order/detail?orderId=${placed.id}`, {
      headers: placed.keyHeaders,
    });
    expect(detail.status).toBe(200);
    expect(orderSchema.parse(detail.body).partner).toBe(SHOP);
  });

  it('records null for an order placed without a partner (the site, a widget without the attribute)', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    await payFor(placed);
    expect(await partnerOfRow(placed.id)).toBeNull();
    const detail = await server.request('GET', `/api/Order/detail?orderId=${placed.id}`, {
      headers: placed.keyHeaders,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.partner).toBeNull();
  });

  it("shows the partner in a registered customer's order history", async () => {
    const customer = await server.createUser();
    const placed = await placeTemporaryOrder(server, {
      legs: domestic,
      token: customer.token,
      headers: { [PARTNER_HEADER]: SHOP },
    });
    await payFor(placed, { token: customer.token });
    const recent = await server.request('GET', '/api/Order/recent', { token: customer.token });
    expect(recent.status).toBe(200);
    expect(recent.body).toEqual([expect.objectContaining({ orderId: placed.id, partner: SHOP })]);
  });

  it('keeps the partner the order was placed with when later calls name another or none', async () => {
    const placed = await placeTemporaryOrder(server, {
      legs: domestic,
      headers: { [PARTNER_HEADER]: SHOP },
    });
    await payFor(placed, { headers: { [PARTNER_HEADER]: 'another-shop' } });
    expect(await partnerOfRow(placed.id)).toBe(SHOP);
  });

  it.each([
    ['spaces and punctuation', 'Velo Northwest!'],
    ['capitals (one shop, one spelling)', 'Velo-Northwest'],
    ['a leading hyphen', '-velo'],
    ['nothing in it', ''],
    ['one character too long', 'v'.repeat(PARTNER_SLUG_MAX_LENGTH + 1)],
    ['not ASCII (percent-encoded by the client)', encodeURIComponent('自転車')],
  ])(
    'refuses a partner with %s: 400 naming the header, and no order is written',
    async (_, partner) => {
      const rates = await quoteTrip(server, domestic);
      const before = await orderCount();
      const response = await server.request('POST', '/api/Order', {
        json: temporaryOrderBody(domestic, cheapest(rates)),
        headers: { [PARTNER_HEADER]: partner },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { propertyName: PARTNER_HEADER, message: expect.stringContaining('slug') },
      ]);
      expect(await orderCount()).toBe(before);
    },
  );

  it('takes the longest slug there may be', async () => {
    const longest = `v${'-'.repeat(PARTNER_SLUG_MAX_LENGTH - 2)}1`;
    const placed = await placeTemporaryOrder(server, {
      legs: domestic,
      headers: { [PARTNER_HEADER]: longest },
    });
    expect(await partnerOfRow(placed.id)).toBe(longest);
  });

  it("refuses a malformed partner on the embed's first write already (the rate request of step 1)", async () => {
    const response = await server.request('POST', '/api/Rates', {
      json: rateRequestBody(domestic),
      headers: { [PARTNER_HEADER]: 'Velo Northwest' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ propertyName: PARTNER_HEADER }),
    ]);
  });
});

describe('the partner header across origins (http/cors.ts)', () => {
  it("is allowed by the preflight of a partner page's order call", async () => {
    const preflight = await server.request('OPTIONS', '/api/Order', {
      headers: {
        origin: PARTNER_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-bikeship-partner',
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toContain(PARTNER_HEADER.toLowerCase());
  });

  it("answers a malformed partner's 400 readably to the partner page (CORS headers on the error)", async () => {
    const response = await server.request('POST', '/api/Rates', {
      json: rateRequestBody(domestic),
      headers: { origin: PARTNER_ORIGIN, [PARTNER_HEADER]: 'not a slug' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
