import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAt,
  cheapest,
  PLACES,
  quoteTrip,
  type TripLeg,
  temporaryOrderBody,
} from '../testing/orderFlow';
import { createTestServer, type TestServer } from '../testing/testServer';

/**
 * Step 3's "Save this address" (quote §3 `needSaveAddress`): the wizard sends the flag on the
 * side of POST /api/Order, and the address is in the customer's saved addresses afterwards
 * (GET /api/Address, what the account's Saved Addresses and step 3 read).
 */

// Wednesday 1 July 2026, 11:00 in Denver.
const clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const legs: TripLeg[] = [{ from: PLACES.sanFrancisco, to: PLACES.boulder }];

/** POST /api/Order for the trip, the to side flagged as the customer chose. */
async function orderWith(toFlag: { needSaveAddress?: boolean }, token?: string) {
  const body = temporaryOrderBody(legs, cheapest(await quoteTrip(server, legs)));
  const [stage] = body.stages;
  if (!stage) throw new Error('the trip has one stage');
  stage.toAddress = addressAt(PLACES.boulder, { firstName: 'Grace', ...toFlag });
  return server.request('POST', '/api/Order', { json: body, ...(token ? { token } : {}) });
}

const savedOf = async (token: string) =>
  (await server.request('GET', '/api/Address', { token })).body as { firstName: string }[];

describe('needSaveAddress on an order (quote §3 Address stage)', () => {
  it("a signed-in customer's ticked side is in their saved addresses after the order; the unticked side is not", async () => {
    const user = await server.createUser();
    const placed = await orderWith({ needSaveAddress: true }, user.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const saved = await savedOf(user.token);
    expect(saved).toEqual([
      expect.objectContaining({
        firstName: 'Grace',
        address1: PLACES.boulder.street,
        city: PLACES.boulder.city,
        postalCode: PLACES.boulder.postalCode,
        country: PLACES.boulder.countryName,
        countryCode: PLACES.boulder.countryCode,
        addressId: expect.any(Number),
      }),
    ]);
  });

  it('the same address ticked on a second order is one entry, not two', async () => {
    const user = await server.createUser();
    await orderWith({ needSaveAddress: true }, user.token);
    await orderWith({ needSaveAddress: true }, user.token);
    expect(await savedOf(user.token)).toHaveLength(1);
  });

  it('nothing is saved when the customer leaves it unticked', async () => {
    const user = await server.createUser();
    expect((await orderWith({ needSaveAddress: false }, user.token)).status).toBe(200);
    expect(await savedOf(user.token)).toEqual([]);
  });

  it("a guest's flag is ignored (a guest has no address book) and the order is made", async () => {
    const placed = await orderWith({ needSaveAddress: true });
    expect(placed.status).toBe(200);
    expect(placed.body.orderKey).toEqual(expect.any(String));
  });
});
