import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../db/schema';
import {
  PLACES,
  type PlacedTemporaryOrder,
  paymentBody,
  placeTemporaryOrder,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';
import { MAX_REQUEST_DEPTH } from './unsafeText';

// Findings of an attacker's probe of the API: each test pins one, over HTTP.
const clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const domestic = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];

async function createdGuestOrder(): Promise<PlacedTemporaryOrder> {
  const placed = await placeTemporaryOrder(server, { legs: domestic });
  const created = await server.request('POST', '/api/Order/create-order', {
    json: { orderId: placed.id },
    headers: placed.keyHeaders,
  });
  expect(created.status).toBe(200);
  return placed;
}

function fieldNames(body: { errors?: { propertyName: string }[] }): string[] {
  return (body.errors ?? []).map((error) => error.propertyName);
}

describe('money: a huge donation never makes an order free', () => {
  it('donation 1e308 with a total of 0 is refused with a field error; nothing is paid or recorded', async () => {
    const placed = await createdGuestOrder();
    const body = { ...paymentBody(placed, 'pm_card_visa'), donation: 1e308, total: 0 };
    const answer = await server.request('POST', '/api/Order/payment', {
      json: body,
      headers: placed.keyHeaders,
    });
    expect(answer.status).toBe(400);
    expect(fieldNames(answer.body)).toContain('donation');
    const [order] = await server.deps.db.select().from(orders).where(eq(orders.orderId, placed.id));
    expect(order?.status).not.toBe('confirmed');
    expect(order?.status).not.toBe('paid');
    const rows = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id));
    expect(rows).toEqual([]);
  });

  it.each([1e16, 1e300, 10_000.01, 12.345, -1])(
    'donation %s answers 400 on the donation field, never a 500',
    async (donation) => {
      const placed = await createdGuestOrder();
      const answer = await server.request('POST', '/api/Order/payment', {
        json: { ...paymentBody(placed, 'pm_card_visa'), donation },
        headers: placed.keyHeaders,
      });
      expect(answer.status).toBe(400);
      expect(fieldNames(answer.body)).toContain('donation');
    },
  );

  it('a total above the documented bound or in fractions of a cent is refused', async () => {
    const placed = await createdGuestOrder();
    for (const total of [1e7, 119.505]) {
      const answer = await server.request('POST', '/api/Order/payment', {
        json: { ...paymentBody(placed, 'pm_card_visa'), total },
        headers: placed.keyHeaders,
      });
      expect(answer.status).toBe(400);
      expect(fieldNames(answer.body)).toContain('total');
    }
  });

  it('a donation within the bound is charged on top of the order', async () => {
    const placed = await createdGuestOrder();
    const answer = await server.request('POST', '/api/Order/payment', {
      json: paymentBody(placed, 'pm_card_visa', { donation: 10_000 }),
      headers: placed.keyHeaders,
    });
    expect(answer.status).toBe(200);
    const [payment] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id));
    expect(payment?.processor).not.toBe('none');
  });
});

describe('bad input never makes a 500', () => {
  it('an id above 2,147,483,647 is a 400 with the field named', async () => {
    const user = await server.createUser();
    const answer = await server.request('GET', '/api/Order/detail?orderId=2147483648', {
      token: user.token,
    });
    expect(answer.status).toBe(400);
    expect(fieldNames(answer.body)).toEqual(['orderId']);
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['an escape character', 'a\u001bb'],
  ])('%s in a text field is a 400 on that field', async (_, firstName) => {
    const user = await server.createUser();
    const answer = await server.request('POST', '/api/Address', {
      token: user.token,
      json: {
        firstName,
        lastName: 'Lovelace',
        address1: '200 Folsom St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        country: 'United States',
        countryCode: 'US',
      },
    });
    expect(answer.status).toBe(400);
    expect(fieldNames(answer.body)).toEqual(['firstName']);
  });

  it('free text keeps its tabs and line breaks', async () => {
    const answer = await server.request('POST', '/api/log', {
      json: { jsonContent: '{"a":\n\t1}\r\n', userAgent: 'test', uniqueId: 'u-1', step: 2 },
    });
    expect(answer.status).toBeLessThan(300);
  });

  it('a fraction where a whole number belongs is a 400', async () => {
    const log = await server.request('POST', '/api/log', {
      json: { jsonContent: '{}', userAgent: 'test', uniqueId: 'u-2', step: 1.5 },
    });
    expect(log.status).toBe(400);
    expect(fieldNames(log.body)).toEqual(['step']);
    const confirm = await server.request('POST', '/api/Order/confirm-order', {
      json: { orderId: 6.4e-323 },
    });
    expect(confirm.status).toBe(400);
    expect(fieldNames(confirm.body)).toEqual(['orderId']);
  });

  it(`JSON nested deeper than ${MAX_REQUEST_DEPTH} levels is a 400`, async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const answer = await server.request('POST', '/api/log', {
      json: `{"jsonContent":"{}","userAgent":"t","uniqueId":"u-3","extra":${deep}}`,
    });
    expect(answer.status).toBe(400);
  });
});

describe('limits that hold', () => {
  it('a JSON endpoint answers 415 to another content type; multipart does not lift the 1 MiB limit', async () => {
    // A 20 MB register body declared as multipart (the upload limit) is refused unread.
    const big = `{"email":"${'a'.repeat(20 * 1024 * 1024)}@example.com","password":"x"}`;
    const multipart = await server.request('POST', '/api/Authentication/register', {
      json: big,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(multipart.status).toBe(415);
    expect(typeof multipart.body.message).toBe('string');
    const plain = await server.request('POST', '/api/log', {
      json: '{"jsonContent":"{}","userAgent":"t","uniqueId":"u-4"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });

  it("an upload to someone else's shipment is refused before its body is read", async () => {
    // 60 MB announced, 64 KB sent: the answer must come without the rest of the body.
    const url = new URL(
      '/api/ShipmentDocument/create?shipmentId=1&orderId=1&category=receipt',
      server.url,
    );
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(60 * 1024 * 1024),
        },
      });
      outgoing.on('response', (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
        outgoing.destroy();
      });
      outgoing.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      outgoing.write(Buffer.alloc(64 * 1024, 'a'));
    });
    expect(status).toBe(404);
  });
});
