import { computeStageSubTotalCents, dollarsToCents } from '@bikeship/core/rules';
import { type StageRates, temporaryOrderRequestSchema } from '@bikeship/core/schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPackages, orders, shipments, users } from '../db/schema';
import { premiumProtectionCost } from '../services/protection';
import {
  addressAt,
  BIKE_BOX,
  cheapest,
  PLACES,
  paymentBody,
  placeTemporaryOrder,
  quoteTrip,
  rateRequestBody,
  temporaryOrderBody,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

// Wednesday 1 July 2026, 11:00 in Denver; the history tests move it.
let clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];
const roundTripToCanada = [
  { from: PLACES.boulder, to: PLACES.vancouver },
  { from: PLACES.vancouver, to: PLACES.boulder },
];

async function orderRow(orderId: number) {
  const [row] = await server.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

describe('POST /api/Order (quote §7 temporary order; the server prices every stage itself)', () => {
  it("prices a guest's order from the carrier's own rate and stores order, shipment and packages", async () => {
    const rates = await quoteTrip(server, domestic);
    const [rate] = cheapest(rates);
    const response = await server.request('POST', '/api/Order', {
      json: temporaryOrderBody(domestic, cheapest(rates)),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.any(Number), orderKey: expect.any(String) });
    const id: number = response.body.id;

    // The guest's key: an HttpOnly, SameSite=Lax cookie for the site, and the answer for embeds.
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`bikeship_order_${id}=${response.body.orderKey}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const order = await orderRow(id);
    expect(order.status).toBe('temporary');
    expect(order.userId).toBeNull();
    expect(order.email).toBe('ada@example.com');
    expect(order.guestKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(order.guestKeyHash).not.toContain(response.body.orderKey);
    const protection = premiumProtectionCost(BIKE_BOX.coverage);
    expect(order.fees).toEqual([
      {
        stage: 1,
        baseFee: rate?.rate,
        customsFee: 0,
        protectionFee: protection,
        pickupFee: rates[0]?.pickupFee,
        residentialFee: rate?.residentialFee,
        hazMatFee: 0,
        landedCost: [],
      },
    ]);
    const expected = computeStageSubTotalCents({
      rate: rate?.rate ?? 0,
      pickupFee: rates[0]?.pickupFee ?? 0,
      residentialFee: rate?.residentialFee ?? 0,
      boxes: [{ premiumProtection: { cost: protection } }],
    });
    expect(order.subTotalCents).toBe(expected);

    const stageRows = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, id));
    expect(stageRows).toHaveLength(1);
    expect(stageRows[0]).toMatchObject({
      stage: 1,
      serviceCode: rate?.code,
      service: rate?.name,
      amountCents: expected,
      from: expect.objectContaining({ city: 'San Francisco', firstName: 'Ada' }),
      to: expect.objectContaining({ city: 'Boulder' }),
    });
    const boxes = await server.deps.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, id));
    expect(boxes.map((box) => box.package)).toEqual([
      expect.objectContaining({ name: BIKE_BOX.name, length: 54 }),
    ]);
  });

  it("keeps an event stage's deliver-by date (dateType D): the speed priced arrives by it and the shipment says so", async () => {
    // Ship from Monday 6 July; the event wants the bike by Friday 10 July.
    const deliverBy = { deliverDate: '2026-07-10', actionDate: '2026-07-10', dateType: 'D' };
    const body = rateRequestBody(domestic);
    const asked = { ...body, stages: body.stages.map((stage) => ({ ...stage, ...deliverBy })) };
    const created = await server.request('POST', '/api/Rates', { json: asked });
    const quoted = await server.request('GET', `/api/Rates?id=${created.body.id}`);
    const rates: StageRates[] = quoted.body;
    const offered = rates[0]?.rates ?? [];
    expect(offered.length).toBeGreaterThan(0);
    for (const option of offered) expect(option.deliver).toBe('2026-07-10');
    const order = temporaryOrderBody(domestic, cheapest(rates));
    const response = await server.request('POST', '/api/Order', {
      json: { ...order, stages: order.stages.map((stage) => ({ ...stage, ...deliverBy })) },
    });
    expect(response.status).toBe(200);
    const stored = await orderRow(response.body.id);
    expect(temporaryOrderRequestSchema.parse(stored.request).stages[0]).toMatchObject(deliverBy);
    const [shipment] = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, response.body.id));
    expect(shipment?.deliverDate).toBe('2026-07-10');
    expect(shipment?.serviceCode).toBe(cheapest(rates)[0]?.code);
  });

  it('prices an international round trip with the landed cost of each stage, as the browser does', async () => {
    const placed = await placeTemporaryOrder(server, { legs: roundTripToCanada });
    const order = await orderRow(placed.id);
    expect(placed.fees.every((fee) => fee.customsFee > 0)).toBe(true);
    expect(order.fees).toEqual(placed.fees);
    expect(order.shipMode).toBe(2);
    const stageRows = await server.deps.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, placed.id))
      .orderBy(asc(shipments.stage));
    expect(stageRows.map((row) => row.stage)).toEqual([1, 2]);
    // Each stage books the order's box, with the customs fields a commercial invoice needs.
    const boxes = await server.deps.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, placed.id));
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.package).toHaveProperty('hsCode');
  });

  it('takes a registered customer as the owner, with no order key', async () => {
    const user = await server.createUser();
    const placed = await placeTemporaryOrder(server, { legs: domestic, token: user.token });
    expect(placed.orderKey).toBeUndefined();
    expect(placed.cookie).toBeUndefined();
    const order = await orderRow(placed.id);
    expect(order.userId).toBe(user.id);
    expect(order.email).toBe(user.email);
  });

  it('answers 400 naming stages.N.toAddress when an address is not filled (core isAddressFilled)', async () => {
    const rates = await quoteTrip(server, domestic);
    const body = temporaryOrderBody(domestic, cheapest(rates));
    const stage = body.stages[0];
    if (!stage) throw new Error('no stage');
    stage.toAddress = addressAt(PLACES.boulder, { phone: '' });
    const response = await server.request('POST', '/api/Order', { json: body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { propertyName: 'stages.0.toAddress', message: expect.stringContaining('phone') },
    ]);
  });

  it('answers 400 when an address lies outside the quoted postal code (it was never priced)', async () => {
    const rates = await quoteTrip(server, domestic);
    const body = temporaryOrderBody(domestic, cheapest(rates));
    const stage = body.stages[0];
    if (!stage) throw new Error('no stage');
    stage.toAddress = addressAt({ ...PLACES.boulder, postalCode: '10001' });
    const response = await server.request('POST', '/api/Order', { json: body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'stages.0.toAddress.postalCode' }),
    );
  });

  it("answers 400 naming each field a filled address fails the wizard's checks on (core addressProblemsOf)", async () => {
    const rates = await quoteTrip(server, domestic);
    const body = temporaryOrderBody(domestic, cheapest(rates));
    const stage = body.stages[0];
    if (!stage) throw new Error('no stage');
    stage.fromAddress = addressAt(PLACES.sanFrancisco, { phone: '555-0100', state: 'XX' });
    stage.toAddress = addressAt({ ...PLACES.boulder, postalCode: '8030' });
    const response = await server.request('POST', '/api/Order', { json: body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { propertyName: 'stages.0.fromAddress.state', message: expect.stringContaining('states') },
      { propertyName: 'stages.0.fromAddress.phone', message: expect.stringContaining('10 digits') },
      {
        propertyName: 'stages.0.toAddress.postalCode',
        message: expect.stringContaining('80302'),
      },
    ]);
  });

  it('answers 400 for a body the core schema refuses (no stages)', async () => {
    const rates = await quoteTrip(server, domestic);
    const body = { ...temporaryOrderBody(domestic, cheapest(rates)), stages: [] };
    const response = await server.request('POST', '/api/Order', { json: body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'stages' }),
    );
  });

  it('answers 409 "no longer offered" with the current rates when the speed is gone, and stores nothing', async () => {
    const before = await server.deps.db.select({ id: orders.orderId }).from(orders);
    const rates = await quoteTrip(server, domestic);
    const body = temporaryOrderBody(domestic, cheapest(rates));
    const stage = body.stages[0];
    if (!stage) throw new Error('no stage');
    stage.rateCode = 99;
    const response = await server.request('POST', '/api/Order', { json: body });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/no longer offered/);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ propertyName: 'stages.0.rateCode' }),
    ]);
    expect(response.body.rates[0].rates.map((rate: { code: number }) => rate.code)).toEqual(
      rates[0]?.rates.map((rate) => rate.code),
    );
    const after = await server.deps.db.select({ id: orders.orderId }).from(orders);
    expect(after).toHaveLength(before.length);
  });
});

describe('POST /api/Order/create-order (quote §4: create order, then confirm or pay)', () => {
  it('turns the temporary order into a created one, and again answers success', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    for (let call = 0; call < 2; call += 1) {
      const response = await server.request('POST', '/api/Order/create-order', {
        json: { orderId: placed.id },
        headers: placed.keyHeaders,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, orderId: placed.id });
    }
    expect((await orderRow(placed.id)).status).toBe('created');
  });

  it("finds a guest's order by its cookie as well as by the header", async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const response = await server.request('POST', '/api/Order/create-order', {
      json: { orderId: placed.id },
      ...(placed.cookie ? { cookie: placed.cookie } : {}),
    });
    expect(response.status).toBe(200);
  });

  it("answers 404 for another customer's order, a wrong key or no key", async () => {
    const owner = await server.createUser();
    const stranger = await server.createUser();
    const theirs = await placeTemporaryOrder(server, { legs: domestic, token: owner.token });
    const guests = await placeTemporaryOrder(server, { legs: domestic });
    const attempts = [
      { orderId: theirs.id, token: stranger.token },
      { orderId: theirs.id },
      { orderId: guests.id, headers: { 'X-Bikeship-Order-Key': 'not-the-key' } },
      { orderId: guests.id, token: stranger.token },
      { orderId: 999_999, headers: guests.keyHeaders },
    ];
    for (const { orderId, ...options } of attempts) {
      const response = await server.request('POST', '/api/Order/create-order', {
        json: { orderId },
        ...options,
      });
      expect(response.status).toBe(404);
    }
    expect((await orderRow(theirs.id)).status).toBe('temporary');
  });

  it('answers 400 without an orderId', async () => {
    const response = await server.request('POST', '/api/Order/create-order', { json: {} });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'orderId' }),
    );
  });

  it('answers 403 for an order already paid (quote §8)', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const paid = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(placed, 'pm_card_visa'),
      headers: placed.keyHeaders,
    });
    expect(paid.status).toBe(200);
    const response = await server.request('POST', '/api/Order/create-order', {
      json: { orderId: placed.id },
      headers: placed.keyHeaders,
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/Order/confirm-order (DECISION: places an order with nothing left to pay)', () => {
  it('answers 409 with the server total when there is something to pay', async () => {
    const placed = await placeTemporaryOrder(server, { legs: domestic });
    const response = await server.request('POST', '/api/Order/confirm-order', {
      json: { orderId: placed.id },
      headers: placed.keyHeaders,
    });
    expect(response.status).toBe(409);
    expect(dollarsToCents(response.body.serverTotal)).toBe(
      (await orderRow(placed.id)).subTotalCents,
    );
    expect((await orderRow(placed.id)).placedAt).toBeNull();
  });
});

describe('GET /api/Order/dates, get, recent, detail (quote §7: the order history)', () => {
  async function paidOrder(token?: string) {
    const placed = await placeTemporaryOrder(server, {
      legs: domestic,
      ...(token ? { token } : {}),
    });
    const paid = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(placed, 'pm_card_visa'),
      headers: placed.keyHeaders,
      ...(token ? { token } : {}),
    });
    expect(paid.status).toBe(200);
    return placed;
  }

  /** A token issued at the current (moved) clock: the first one has expired by August. */
  async function signInAgain(userId: string): Promise<string> {
    const [user] = await server.deps.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error(`no user ${userId}`);
    const { token } = await server.deps.tokens.issue({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      roles: user.roles,
    });
    return token;
  }

  it("lists a customer's placed orders by month in their time zone, newest first, with shipments and packages", async () => {
    const user = await server.createUser();
    clock = new Date('2026-07-01T17:00:00Z');
    const july = await paidOrder(user.token);
    // 03:00 UTC on 1 August is still 31 July in Denver, where the customer ordered.
    clock = new Date('2026-08-01T03:00:00Z');
    const lateJuly = await paidOrder(await signInAgain(user.id));
    clock = new Date('2026-08-03T17:00:00Z');
    const august = await paidOrder(await signInAgain(user.id));
    // A cart that was never paid is not history.
    await placeTemporaryOrder(server, { legs: domestic, token: await signInAgain(user.id) });
    clock = new Date('2026-07-01T17:00:00Z');

    const dates = await server.request('GET', '/api/Order/dates', { token: user.token });
    expect(dates.status).toBe(200);
    expect(dates.body).toEqual([
      { year: 2026, month: 7 },
      { year: 2026, month: 8 },
    ]);

    const inJuly = await server.request('GET', '/api/Order/get?month=7&year=2026', {
      token: user.token,
    });
    expect(inJuly.status).toBe(200);
    expect(inJuly.body.map((order: { orderId: number }) => order.orderId)).toEqual([
      lateJuly.id,
      july.id,
    ]);
    const [newest] = inJuly.body;
    const row = await orderRow(lateJuly.id);
    expect(newest).toMatchObject({
      orderId: lateJuly.id,
      orderDate: '2026-08-01T03:00:00.000Z',
      total: row.totalCents / 100,
      status: 'paid',
      shipments: [
        {
          stage: 1,
          service: lateJuly.chosen[0]?.name,
          // A paid order's labels are made as it is paid (services/orderConfirmation.ts).
          status: 'label_created',
          labelCreated: true,
          from: expect.objectContaining({ city: 'San Francisco' }),
          to: expect.objectContaining({ city: 'Boulder' }),
          packages: [expect.objectContaining({ name: BIKE_BOX.name, length: 54, value: 2000 })],
        },
      ],
    });

    const recent = await server.request('GET', '/api/Order/recent', { token: user.token });
    expect(recent.body.map((order: { orderId: number }) => order.orderId)).toEqual([
      august.id,
      lateJuly.id,
      july.id,
    ]);
    const one = await server.request('GET', '/api/Order/recent?num=1', { token: user.token });
    expect(one.body.map((order: { orderId: number }) => order.orderId)).toEqual([august.id]);
  });

  it("never lists another customer's orders", async () => {
    const owner = await server.createUser();
    const stranger = await server.createUser();
    await paidOrder(owner.token);
    const recent = await server.request('GET', '/api/Order/recent', { token: stranger.token });
    expect(recent.body).toEqual([]);
    const dates = await server.request('GET', '/api/Order/dates', { token: stranger.token });
    expect(dates.body).toEqual([]);
  });

  it('answers 401 to the lists without a signed-in customer', async () => {
    for (const path of [
      '/api/Order/dates',
      '/api/Order/get?month=7&year=2026',
      '/api/Order/recent',
    ]) {
      expect((await server.request('GET', path)).status).toBe(401);
    }
  });

  it('answers 400 for a month that is not 1–12', async () => {
    const user = await server.createUser();
    const response = await server.request('GET', '/api/Order/get?month=13&year=2026', {
      token: user.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'month' }));
  });

  it('shows the detail to its owner and to a guest holding the order key; 404 to anyone else', async () => {
    const owner = await server.createUser();
    const stranger = await server.createUser();
    const theirs = await paidOrder(owner.token);
    const mine = await server.request('GET', `/api/Order/detail?orderId=${theirs.id}`, {
      token: owner.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.orderId).toBe(theirs.id);
    const notMine = await server.request('GET', `/api/Order/detail?orderId=${theirs.id}`, {
      token: stranger.token,
    });
    expect(notMine.status).toBe(404);

    const guest = await paidOrder();
    const withKey = await server.request('GET', `/api/Order/detail?orderId=${guest.id}`, {
      headers: guest.keyHeaders,
    });
    expect(withKey.status).toBe(200);
    expect(withKey.body.shipments).toHaveLength(1);
    const withCookie = await server.request('GET', `/api/Order/detail?orderId=${guest.id}`, {
      ...(guest.cookie ? { cookie: guest.cookie } : {}),
    });
    expect(withCookie.status).toBe(200);
    const without = await server.request('GET', `/api/Order/detail?orderId=${guest.id}`);
    expect(without.status).toBe(404);
    // Another order's key does not open this one.
    const otherGuest = await placeTemporaryOrder(server, { legs: domestic });
    const otherKey = await server.request('GET', `/api/Order/detail?orderId=${guest.id}`, {
      headers: otherGuest.keyHeaders,
    });
    expect(otherKey.status).toBe(404);
  });
});
