import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rateLimiter';
import { orderPackages, orders, shipments } from '../db/schema';
import { DENVER, insertOrder, PORTLAND, ROAD_BIKE_BOX, WHEEL_BOX } from '../testing/shipmentOrders';
import { createTestServer, type TestServer } from '../testing/testServer';

// The clock of the server: each test moves it. July 2026 is UTC-7 in the shop's time zone.
let clock = new Date('2026-07-01T19:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

/**
 * An order with one shipment (Next Day Air, SF → Boulder, ship Thu 2 July, deliver Mon 6 July
 * over the Independence Day holiday) and one package whose label was made on Wed 1 July at
 * 11:00 Pacific, with its tracking number from the carrier.
 */
async function bookPackage(status = 'active'): Promise<string> {
  const { db, carrier } = server.deps;
  const [order] = await db
    .insert(orders)
    .values({
      email: 'rider@example.com',
      firstName: 'Test',
      lastName: 'Rider',
      status: 'paid',
      shipMode: 1,
      shipDate: '2026-07-02',
      request: {},
      fees: [],
    })
    .returning();
  if (!order) throw new Error('no order');
  const [shipment] = await db
    .insert(shipments)
    .values({
      orderId: order.orderId,
      stage: 1,
      serviceCode: 1,
      service: 'Next Day Air',
      shipDate: '2026-07-02',
      deliverDate: '2026-07-06',
      transitDays: 1,
      from: { city: 'San Francisco', state: 'CA', country: { code: 'US', name: 'United States' } },
      to: { city: 'Boulder', state: 'CO', country: { code: 'US', name: 'United States' } },
      labelCreatedAt: new Date('2026-07-01T18:00:00Z'),
      status,
    })
    .returning();
  if (!shipment) throw new Error('no shipment');
  const [box] = await db
    .insert(orderPackages)
    .values({ shipmentId: shipment.shipmentId, orderId: order.orderId, package: { name: 'Bike' } })
    .returning();
  if (!box) throw new Error('no package');
  const trackingNumber = carrier.trackingNumberFor({
    shipmentId: shipment.shipmentId,
    boxId: box.boxId,
    serviceCode: 1,
  });
  await db.update(orderPackages).set({ trackingNumber }).where(eq(orderPackages.boxId, box.boxId));
  return trackingNumber;
}

/** 'BS', the service code, 14 random characters and a check character (carrier/tracking.ts). */
const TRACKING_NUMBER_FORM = /^BS\d[0-9A-HJKMNP-TV-Z]{15}$/;

describe('GET /api/PackageLocation/{code} (quote §7; tracking events by date)', () => {
  it('gives each package a unique BS tracking number with a check character', async () => {
    const { carrier } = server.deps;
    const numbers = new Set(
      Array.from({ length: 50 }, (_, boxId) =>
        carrier.trackingNumberFor({ shipmentId: 1, boxId, serviceCode: 5 }),
      ),
    );
    expect(numbers.size).toBe(50);
    for (const number of numbers) expect(number).toMatch(TRACKING_NUMBER_FORM);
  });

  it('shows the scans that have happened, newest first, as the clock moves', async () => {
    const code = await bookPackage();

    clock = new Date('2026-07-01T19:00:00Z'); // an hour after the label
    const labelOnly = await server.request('GET', `/api/PackageLocation/${code}`);
    expect(labelOnly.status).toBe(200);
    expect(labelOnly.body).toMatchObject({
      code,
      status: 'Label created',
      location: 'San Francisco, CA, US',
      estimatedDelivery: '2026-07-06',
    });
    expect(labelOnly.body.events).toEqual([
      {
        time: '2026-07-01T18:00:00.000Z',
        description: 'Shipping label created',
        location: 'San Francisco, CA, US',
      },
    ]);

    clock = new Date('2026-07-03T12:00:00Z'); // Fri morning: picked up Thu 4 pm, departed 8 pm
    const moving = await server.request('GET', `/api/PackageLocation/${code}`);
    expect(moving.body.status).toBe('In transit');
    expect(moving.body.events.map((event: { description: string }) => event.description)).toEqual([
      'Departed from facility',
      'Picked up',
      'Shipping label created',
    ]);
    expect(moving.body.events[1].time).toBe('2026-07-02T23:00:00.000Z'); // 4 pm Pacific (PDT)

    clock = new Date('2026-07-06T16:00:00Z'); // Mon 9 am Pacific: out for delivery
    const out = await server.request('GET', `/api/PackageLocation/${code}`);
    expect(out.body).toMatchObject({ status: 'Out for delivery', location: 'Boulder, CO, US' });

    clock = new Date('2026-07-07T00:00:00Z'); // Mon 5 pm Pacific
    const delivered = await server.request('GET', `/api/PackageLocation/${code}`);
    expect(delivered.body.status).toBe('Delivered');
    expect(delivered.body.events[0]).toEqual({
      time: '2026-07-06T21:00:00.000Z',
      description: 'Delivered',
      location: 'Boulder, CO, US',
    });
    const times = delivered.body.events.map((event: { time: string }) => event.time);
    expect(times).toEqual([...times].sort().reverse());
    // Fri 3 July is a weekday between ship and delivery: one in-transit scan; the weekend none.
    expect(
      delivered.body.events.filter(
        (event: { description: string }) => event.description === 'In transit',
      ),
    ).toHaveLength(1);
  });

  it('finds the code whatever its case', async () => {
    const code = await bookPackage();
    const response = await server.request('GET', `/api/PackageLocation/${code.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(code);
  });

  it('shows a cancelled shipment as cancelled, with its label scan only', async () => {
    const code = await bookPackage('cancelled');
    clock = new Date('2026-07-07T00:00:00Z');
    const response = await server.request('GET', `/api/PackageLocation/${code}`);
    expect(response.body.status).toBe('Cancelled');
    expect(response.body.events).toHaveLength(1);
    expect(response.body.estimatedDelivery).toBeUndefined();
  });

  it('answers an unknown code with 404 naming it', async () => {
    const response = await server.request('GET', '/api/PackageLocation/1Z999AA10123456784');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No package with tracking code 1Z999AA10123456784' });
  });
});

describe('GET /api/PackageLocation/{code}: codes nobody can guess, lookups limited per address', () => {
  it('a tracking code is not derived from the shipment id (nor the box id)', async () => {
    const owner = await server.createUser();
    const stages = [{ from: DENVER, to: PORTLAND, packages: [ROAD_BIKE_BOX, WHEEL_BOX] }];
    const codesOfLabel = async () => {
      const order = await insertOrder(server.deps.db, { userId: owner.id, stages });
      const [stage] = order.shipments;
      if (!stage) throw new Error('no stage');
      const label = await server.request('POST', `/api/Labels/create-label/${stage.shipmentId}`, {
        token: owner.token,
      });
      expect(label.status).toBe(200);
      return { stage, codes: label.body.trackingNumbers as string[] };
    };
    const first = await codesOfLabel();
    const second = await codesOfLabel();
    const codes = [...first.codes, ...second.codes];
    expect(new Set(codes).size).toBe(4);
    for (const [stage, stageCodes] of [
      [first.stage, first.codes],
      [second.stage, second.codes],
    ] as const) {
      for (const code of stageCodes) {
        expect(code).toMatch(TRACKING_NUMBER_FORM);
        const digits = code.replace(/\D/g, '');
        expect(digits).not.toContain(String(stage.shipmentId).padStart(6, '0'));
        for (const boxId of stage.boxIds) {
          expect(digits).not.toContain(String(boxId).padStart(6, '0'));
        }
      }
    }
    // Neighbouring boxes and shipments share nothing but the prefix and the service code.
    const randomPart = (code: string) => code.slice(3, 17);
    for (const [index, code] of codes.entries()) {
      for (const other of codes.slice(index + 1)) {
        const same = [...randomPart(code)].filter((char, at) => randomPart(other)[at] === char);
        expect(same.length, `${code} / ${other}`).toBeLessThan(8);
      }
    }
    for (const code of codes) {
      expect((await server.request('GET', `/api/PackageLocation/${code}`)).status).toBe(200);
    }
  });

  it('does not answer a number of the earlier, guessable form (box id and 4 random digits)', async () => {
    const code = await bookPackage();
    const legacy = 'BS3000000424212342';
    await server.deps.db
      .update(orderPackages)
      .set({ trackingNumber: legacy })
      .where(eq(orderPackages.trackingNumber, code));
    const response = await server.request('GET', `/api/PackageLocation/${legacy}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: `No package with tracking code ${legacy}` });
  });

  it(`the tracking lookup answers 429 after ${RATE_LIMITS.trackingPerIp.limit} unknown codes from one address`, async () => {
    const { limit, windowMs } = RATE_LIMITS.trackingPerIp;
    clock = new Date(clock.getTime() + windowMs); // a fresh window for this test
    const code = await bookPackage();
    // Looking up a package that exists does not count: a customer may refresh at will.
    for (let call = 0; call <= limit; call += 1) {
      expect((await server.request('GET', `/api/PackageLocation/${code}`)).status).toBe(200);
    }
    for (let guess = 1; guess <= limit; guess += 1) {
      const unknown = `BS1${String(guess).padStart(14, 'A')}0`;
      expect((await server.request('GET', `/api/PackageLocation/${unknown}`)).status).toBe(404);
    }
    // Refused before the lookup, a known code as well, with the API's error shape.
    const refused = await server.request('GET', `/api/PackageLocation/${code}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: expect.stringMatching(/^Too many tracking lookups\. Please wait \d+ minutes?/),
      retryAfterSeconds: expect.any(Number),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

    clock = new Date(clock.getTime() + windowMs);
    expect((await server.request('GET', `/api/PackageLocation/${code}`)).status).toBe(200);
  });
});
