import { REMOVED_SPEED_CODE } from '@bikeship/core/constants';
import type { RateOption, ShippingRateSet, StageRates } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateRequests } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/testServer';

// Wednesday 1 July 2026, 10:00 in the shop's time zone (America/Los_Angeles, UTC-7 in July).
// Friday 3 July is Independence Day observed (4 July is a Saturday): no US business day.
let clock = new Date('2026-07-01T17:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

const sanFrancisco = { city: 'San Francisco', state: 'CA', postalCode: '94103', countryCode: 'US' };
const boulder = { city: 'Boulder', state: 'CO', postalCode: '80302', countryCode: 'US' };
const berlin = {
  city: 'Berlin',
  postalCode: '10115',
  countryCode: 'DE',
  location: {
    formatted_address: 'Berlin, Germany',
    address_components: [],
    geometry: { lat: 52.52, lng: 13.405 },
  },
};
/** A bike box: 54 × 8 × 30 in is 94 lb dimensional (core units rule). */
const bikeBox = {
  name: 'Bike box',
  length: 54,
  width: 8,
  height: 30,
  weight: 45,
  value: 2000,
  coverage: 2000,
  protectionFee: 33.25,
};
const stage = (overrides: Record<string, unknown> = {}) => ({
  stage: 1,
  shipDate: '2026-07-02',
  pickupOption: 1,
  from: sanFrancisco,
  to: boulder,
  ...overrides,
});

async function quote(body: Record<string, unknown>, query = ''): Promise<StageRates[]> {
  const created = await server.request('POST', '/api/Rates', { json: body });
  expect(created.status).toBe(200);
  const rates = await server.request('GET', `/api/Rates?id=${created.body.id}${query}`);
  expect(rates.status).toBe(200);
  return rates.body;
}

function byCode(rates: StageRates | undefined, code: number): RateOption {
  const option = rates?.rates.find((candidate) => candidate.code === code);
  if (!option) throw new Error(`no rate with speed code ${code}`);
  return option;
}

describe('POST then GET /api/Rates (quote §7; the built-in carrier)', () => {
  it('quotes a domestic trip 94103 → 80302: at least four speeds, sorted by price, with dates and quote ids', async () => {
    const [rates] = await quote({ stages: [stage()], packages: [bikeBox] });
    expect(rates?.stage).toBe(1);
    expect(rates?.pickupFee).toBe(0); // drop-off (pickup option 1)
    const options = rates?.rates ?? [];
    expect(options.map((option) => option.code).sort()).toEqual([1, 2, 3, 5, 8]);
    const prices = options.map((option) => option.rate);
    expect(prices).toEqual([...prices].sort((a, b) => a - b)); // quote §4: ascending
    for (const option of options) {
      expect(option.transitDays).toBeGreaterThan(0);
      expect(option.upsTransitDays).toBe(option.transitDays);
      expect(option.upsShip).toBe(option.ship);
      expect(option.upsDeliver).toBe(option.deliver);
      expect(option.residentialFee).toBe(0);
      expect(option.packages).toHaveLength(1);
      // The rate request's unguessable id, then the package's place (stage, speed, package).
      expect(option.packages[0]?.quoteId).toMatch(
        new RegExp(`^[\\w-]{22}\\.1\\.${option.code}\\.1$`),
      );
    }
    const quoteIds = options.flatMap((option) => option.packages.map((item) => item.quoteId));
    expect(new Set(quoteIds).size).toBe(quoteIds.length);
  });

  it('pins one computation: Ground, zone 5 (SF–Boulder ≈ 930 mi), 94 lb billable → $117.80, Thu ship, Thu deliver over the holiday', async () => {
    const [rates] = await quote({ stages: [stage()], packages: [bikeBox] });
    const ground = byCode(rates, 5);
    // 45 lb actual, 54×8×30/139 = 93.2 → 94 lb dimensional; the 100 lb bracket of zone 5.
    expect(ground).toMatchObject({ name: 'Ground', rate: 117.8, transitDays: 4 });
    // Thu 2 July; Fri 3 July (holiday) and the weekend do not count: Mon, Tue, Wed, Thu 9 July.
    expect(ground).toMatchObject({ ship: '2026-07-02', deliver: '2026-07-09' });
    expect(ground.packages[0]).toMatchObject({ rate: 117.8, protectionFee: 33.25 }); // $2,000 cover
    const nextDay = byCode(rates, 1);
    expect(nextDay).toMatchObject({ ship: '2026-07-02', deliver: '2026-07-06', transitDays: 1 });
  });

  it('prices premium protection itself (services/protection), whatever fee the client sends', async () => {
    const [rates] = await quote({
      stages: [stage()],
      packages: [{ ...bikeBox, protectionFee: 0 }],
    });
    // $2,000 coverage: the first $100 included, 19 started $100 steps × $1.75.
    expect(byCode(rates, 5).packages[0]?.protectionFee).toBe(33.25);
  });

  it('bills a big light box by its dimensional weight: dearer than a small heavy one', async () => {
    const bigLight = { name: 'Big', length: 54, width: 8, height: 30, weight: 20 };
    const smallHeavy = { name: 'Small', length: 12, width: 12, height: 12, weight: 40 };
    const [big] = await quote({ stages: [stage()], packages: [bigLight] });
    const [small] = await quote({ stages: [stage()], packages: [smallHeavy] });
    // 94 lb billable (dimensional) vs 40 lb billable (actual; 13 lb dimensional).
    expect(byCode(big, 5).rate).toBe(117.8);
    expect(byCode(small, 5).rate).toBe(54.8);
  });

  it('accepts metric boxes with the core unit conversion', async () => {
    const metric = {
      name: 'Bike box',
      length: 137.16,
      width: 20.32,
      height: 76.2,
      weight: 20.5,
      linearUnit: 'CM',
      weightUnit: 'KG',
    };
    const [rates] = await quote({ stages: [stage()], packages: [metric] });
    expect(byCode(rates, 5).rate).toBe(117.8); // the same 54 × 8 × 30 in box
  });

  it('quotes an international trip US → DE on the international zones, without 3 Day Select', async () => {
    const [rates] = await quote({ stages: [stage({ to: berlin })], packages: [bikeBox] });
    const options = rates?.rates ?? [];
    expect(options.map((option) => option.code).sort()).toEqual([1, 2, 5, 8]);
    expect(byCode(rates, 1).name).toBe('Worldwide Express');
    // SF–Berlin ≈ 5,660 mi: zone I4; 94 lb billable → Worldwide Standard $354.75.
    expect(byCode(rates, 5)).toMatchObject({ name: 'Worldwide Standard', rate: 354.75 });
    expect(byCode(rates, 5).transitDays).toBe(7);
    const domestic = await quote({ stages: [stage()], packages: [bikeBox] });
    expect(byCode(rates, 5).rate).toBeGreaterThan(byCode(domestic[0], 5).rate);
  });

  it('prices an EU-to-EU trip on the domestic zones (not international, quote §5)', async () => {
    const paris = {
      city: 'Paris',
      countryCode: 'FR',
      location: { formatted_address: 'Paris', geometry: { lat: 48.857, lng: 2.352 } },
    };
    const [rates] = await quote({
      stages: [stage({ from: berlin, to: paris })],
      packages: [bikeBox],
    });
    expect(byCode(rates, 5).name).toBe('Ground');
    expect(byCode(rates, 3).name).toBe('3 Day Select');
  });

  it('adds the residential surcharge per package only when delivering to a home', async () => {
    const home = { ...boulder, isResidential: true };
    const [business] = await quote({ stages: [stage()], packages: [bikeBox, bikeBox] });
    const [residential] = await quote({
      stages: [stage({ to: home })],
      packages: [bikeBox, bikeBox],
    });
    expect(byCode(business, 5).residentialFee).toBe(0);
    expect(byCode(residential, 5).residentialFee).toBe(11.1); // 2 × $5.55
    expect(byCode(residential, 1).residentialFee).toBe(12.2); // 2 × $6.10 (air)
    expect(byCode(residential, 5).rate).toBe(byCode(business, 5).rate); // not inside the rate
  });

  it('takes the pickup fee from the pickup option; a stage that chose none pays no pickup (drop-off)', async () => {
    const [pickup] = await quote({ stages: [stage({ pickupOption: 2 })], packages: [bikeBox] });
    expect(pickup?.pickupFee).toBe(5);
    const [none] = await quote({
      stages: [stage({ shipDate: '2026-07-01', pickupOption: undefined })],
      packages: [bikeBox],
    });
    expect(none?.pickupFee).toBe(0);
    // No pickup is booked, so the box can go today, as on drop-off.
    expect(byCode(none, 5).ship).toBe('2026-07-01');
  });

  it('answers two stages with two boxes, each box with its quote id', async () => {
    const rates = await quote({
      shipMode: 2,
      stages: [
        stage(),
        stage({ stage: 2, shipDate: '2026-07-20', from: boulder, to: sanFrancisco }),
      ],
      packages: [bikeBox, { ...bikeBox, name: 'Wheels', length: 30, width: 10, height: 30 }],
    });
    expect(rates.map((stageRates) => stageRates.stage)).toEqual([1, 2]);
    expect(byCode(rates[1], 5).ship).toBe('2026-07-20');
    expect(byCode(rates[1], 5).packages).toHaveLength(2);
  });

  it('answers the stored rates again for the same id on the same day', async () => {
    const created = await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [bikeBox] },
    });
    const first = await server.request('GET', `/api/Rates?id=${created.body.id}`);
    const second = await server.request('GET', `/api/Rates?id=${created.body.id}`);
    expect(second.body).toEqual(first.body);
    const row = await storedRow(created.body.id);
    expect(row?.request.stages[0]?.to.postalCode).toBe('80302');
    expect(row?.answeredOn).toBe('2026-07-01');
  });

  /** A rate request's row, once what the server writes behind is written (rateRequestWriter.ts). */
  async function storedRow(id: string) {
    await server.deps.rateRequests.flush();
    const [row] = await server.deps.db.select().from(rateRequests).where(eq(rateRequests.id, id));
    return row;
  }

  /** A quote made (POST), read once (GET), and its row as the table holds it. */
  async function quotedAndStored() {
    const created = await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [bikeBox] },
    });
    const first = await server.request('GET', `/api/Rates?id=${created.body.id}`);
    const row = await storedRow(created.body.id);
    if (!row) throw new Error('no stored quote');
    return { created, first, row };
  }

  it('stores the request without its answer: the built-in carrier prices it again, to the same rates and quote ids', async () => {
    const { created, first, row } = await quotedAndStored();
    expect(row.answer).toBeNull();
    // Another process (or this one after a restart) knows the quote only from the table: a
    // copy under an id this server never saw is priced again, its quote ids made from that id.
    await server.deps.db.insert(rateRequests).values({ ...row, id: 'stored-elsewhere' });
    const again = await server.request('GET', '/api/Rates?id=stored-elsewhere');
    expect(again.status).toBe(200);
    const withoutIds = (body: ShippingRateSet) =>
      JSON.parse(JSON.stringify(body).replace(/"quoteId":"[^"]*"/g, '"quoteId":""'));
    expect(withoutIds(again.body)).toEqual(withoutIds(first.body));
    expect(JSON.stringify(again.body)).toContain('"quoteId":"stored-elsewhere.1.');
    expect(JSON.stringify(again.body)).toBe(
      JSON.stringify(first.body).replaceAll(created.body.id, 'stored-elsewhere'),
    );
  });

  it("answers a stored answer as stored (a live carrier's prices are kept with the quote)", async () => {
    const { first, row } = await quotedAndStored();
    const kept = first.body.map((stageRates: StageRates) => ({
      ...stageRates,
      rates: stageRates.rates.map((option) => ({ ...option, rate: option.rate + 1 })),
    }));
    await server.deps.db
      .insert(rateRequests)
      .values({ ...row, id: 'kept-elsewhere', answer: kept });
    const response = await server.request('GET', '/api/Rates?id=kept-elsewhere');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(kept);
  });

  it('answers an unknown id with 404', async () => {
    const response = await server.request('GET', '/api/Rates?id=no-such-quote');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Rate request not found');
  });

  it('makes the rate request id long and random', async () => {
    const one = await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [bikeBox] },
    });
    const two = await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [bikeBox] },
    });
    expect(one.body.id).toMatch(/^[\w-]{22}$/);
    expect(one.body.id).not.toBe(two.body.id);
  });
});

describe('removeSpeeds (quote §7: removeSpeeds=8 for purposes 146 and 149)', () => {
  it('leaves out speed 8 (Economy, no delivery guarantee) and keeps the rest', async () => {
    const [all] = await quote({ stages: [stage()], packages: [bikeBox] });
    const [without] = await quote(
      { stages: [stage({ purposeOption: 146 })], packages: [bikeBox] },
      `&removeSpeeds=${REMOVED_SPEED_CODE}`,
    );
    expect(all?.rates.some((option) => option.code === 8)).toBe(true);
    expect(without?.rates.map((option) => option.code)).toEqual(
      all?.rates.map((option) => option.code).filter((code) => code !== 8),
    );
  });
});

describe('ship dates (quote §4: weekends, holidays, today with a pickup fee)', () => {
  it('moves a holiday ship date (Fri 3 July 2026, Independence Day observed) to Monday', async () => {
    const [rates] = await quote({
      stages: [stage({ shipDate: '2026-07-03' })],
      packages: [bikeBox],
    });
    for (const option of rates?.rates ?? []) expect(option.ship).toBe('2026-07-06');
  });

  it('moves a Saturday ship date to Monday', async () => {
    const [rates] = await quote({
      stages: [stage({ shipDate: '2026-07-04' })],
      packages: [bikeBox],
    });
    expect(byCode(rates, 5).ship).toBe('2026-07-06');
  });

  it('ships today on drop-off, but not with a scheduled pickup (a pickup fee applies)', async () => {
    const [dropOff] = await quote({
      stages: [stage({ shipDate: '2026-07-01' })],
      packages: [bikeBox],
    });
    const [pickup] = await quote({
      stages: [stage({ shipDate: '2026-07-01', pickupOption: 2 })],
      packages: [bikeBox],
    });
    expect(byCode(dropOff, 5).ship).toBe('2026-07-01');
    expect(byCode(pickup, 5).ship).toBe('2026-07-02');
  });

  it('moves a past ship date to today', async () => {
    const [rates] = await quote({
      stages: [stage({ shipDate: '2026-06-01' })],
      packages: [bikeBox],
    });
    expect(byCode(rates, 5).ship).toBe('2026-07-01');
  });

  it('prices again a quote made on an earlier day, with ship dates from the new today', async () => {
    clock = new Date('2026-07-01T17:00:00Z');
    const created = await server.request('POST', '/api/Rates', {
      json: { stages: [stage({ shipDate: '2026-07-01' })], packages: [bikeBox] },
    });
    const before = await server.request('GET', `/api/Rates?id=${created.body.id}`);
    clock = new Date('2026-07-07T17:00:00Z'); // the next Tuesday
    try {
      const after = await server.request('GET', `/api/Rates?id=${created.body.id}`);
      expect(byCode(before.body[0], 5).ship).toBe('2026-07-01');
      expect(byCode(after.body[0], 5).ship).toBe('2026-07-07');
    } finally {
      clock = new Date('2026-07-01T17:00:00Z');
    }
  });
});

describe('bad requests (quote §5 box bounds; unknown place → 400 naming the side)', () => {
  it('refuses a box over the weight limit with 400 naming the field', async () => {
    const response = await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [bikeBox, { ...bikeBox, weight: 151 }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { propertyName: 'packages.1.weight', message: 'The weight must be from 1 to 150 lb' },
    ]);
  });

  it('refuses a box over length plus girth (200 × 60 × 60 cm is 173 in) with the dimensional flag', async () => {
    const response = await server.request('POST', '/api/Rates', {
      json: {
        stages: [stage()],
        packages: [{ length: 200, width: 60, height: 60, weight: 10, linearUnit: 'CM' }],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'packages.0.dimensional' }),
    );
  });

  it('refuses a zero dimension through the core schema', async () => {
    const response = await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [{ ...bikeBox, height: 0 }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'packages.0.height' }),
    );
  });

  it('refuses an unknown place naming the stage side', async () => {
    const nowhere = { city: 'Nowhereville', postalCode: '00000', countryCode: 'US' };
    const response = await server.request('POST', '/api/Rates', {
      json: { stages: [stage({ to: nowhere })], packages: [bikeBox] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].propertyName).toBe('stages.0.to');
    expect(response.body.message).toMatch(/Stage 1: we cannot find the place to ship to/);
  });

  it('refuses a country the carrier does not serve, and an unknown pickup option', async () => {
    const northKorea = { city: 'Pyongyang', countryCode: 'KP' };
    const unserved = await server.request('POST', '/api/Rates', {
      json: { stages: [stage({ to: northKorea })], packages: [bikeBox] },
    });
    expect(unserved.status).toBe(400);
    expect(unserved.body.errors[0].propertyName).toBe('stages.0.to.countryCode');
    const pickup = await server.request('POST', '/api/Rates', {
      json: { stages: [stage({ pickupOption: 9 })], packages: [bikeBox] },
    });
    expect(pickup.status).toBe(400);
    expect(pickup.body.errors[0].propertyName).toBe('stages.0.pickupOption');
  });

  it('stores nothing for a refused request', async () => {
    const stored = async () => {
      await server.deps.rateRequests.flush();
      return server.deps.db.$count(rateRequests);
    };
    const before = await stored();
    await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [{ ...bikeBox, weight: 500 }] },
    });
    expect(await stored()).toBe(before);
  });

  it('stores a new quote: in the table within moments (PGlite writes behind, db/rateRequestWriter.ts), its GET answered meanwhile', async () => {
    const created = await server.request('POST', '/api/Rates', {
      json: { stages: [stage()], packages: [bikeBox] },
    });
    expect(created.status).toBe(200);
    expect((await server.request('GET', `/api/Rates?id=${created.body.id}`)).status).toBe(200);
    await vi.waitFor(
      async () => {
        const [row] = await server.deps.db
          .select({ id: rateRequests.id })
          .from(rateRequests)
          .where(eq(rateRequests.id, created.body.id));
        expect(row?.id).toBe(created.body.id);
      },
      { timeout: 2_000, interval: 10 },
    );
  });
});

describe('deliver by a date (quote §7: dateType D with actionDate — an event stage asks it)', () => {
  it('offers only the speeds that arrive by the date, each shipping as late as still arrives', async () => {
    // From Thu 2 July (Fri 3 is the holiday): Next Day arrives Mon 6, 2 Day Tue 7, 3 Day Wed 8,
    // Ground Thu 9 — by Tue 7 July only Next Day and 2 Day make it.
    const [rates] = await quote({
      stages: [stage({ deliverDate: '2026-07-07', actionDate: '2026-07-07', dateType: 'D' })],
      packages: [bikeBox],
    });
    const options = rates?.rates ?? [];
    expect(options.map((option) => option.code).sort()).toEqual([1, 2]);
    for (const option of options) expect(option.deliver).toBe('2026-07-07');
    expect(byCode(rates, 1).ship).toBe('2026-07-06');
    expect(byCode(rates, 2).ship).toBe('2026-07-02');
  });

  it('offers every speed when the date is far enough off, all arriving by it', async () => {
    const [rates] = await quote({
      stages: [stage({ actionDate: '2026-07-24', dateType: 'D' })],
      packages: [bikeBox],
    });
    const options = rates?.rates ?? [];
    expect(options.map((option) => option.code).sort()).toEqual([1, 2, 3, 5, 8]);
    for (const option of options)
      expect(option.deliver && option.deliver <= '2026-07-24').toBe(true);
  });

  it('offers every speed with its real, later dates when none can arrive by the date (booked too late)', async () => {
    const [rates] = await quote({
      stages: [stage({ actionDate: '2026-07-02', dateType: 'D' })],
      packages: [bikeBox],
    });
    const options = rates?.rates ?? [];
    expect(options.map((option) => option.code).sort()).toEqual([1, 2, 3, 5, 8]);
    expect(byCode(rates, 1)).toMatchObject({ ship: '2026-07-02', deliver: '2026-07-06' });
  });

  it('quotes from the ship date when only the deliver date is sent, without dateType D', async () => {
    const [rates] = await quote({
      stages: [stage({ deliverDate: '2026-07-07' })],
      packages: [bikeBox],
    });
    expect(rates?.rates).toHaveLength(5);
    expect(byCode(rates, 5)).toMatchObject({ ship: '2026-07-02', deliver: '2026-07-09' });
  });
});

describe('POST /api/Rates/Date (quote §7: per rate date, deliverDate, upsDate, upsDeliverDate)', () => {
  it('answers the dates of every rate of every stage', async () => {
    const response = await server.request('POST', '/api/Rates/Date', {
      json: { stages: [stage(), stage({ stage: 2, shipDate: '2026-07-03' })], packages: [bikeBox] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({
      stage: 1,
      code: 5,
      date: '2026-07-02',
      deliverDate: '2026-07-09',
      upsDate: '2026-07-02',
      upsDeliverDate: '2026-07-09',
    });
    expect(response.body).toContainEqual(
      expect.objectContaining({ stage: 2, code: 1, date: '2026-07-06', deliverDate: '2026-07-07' }),
    );
    expect(response.body).toHaveLength(10);
  });

  it('gives the latest ship date that still delivers by the date asked (dateType D)', async () => {
    const response = await server.request('POST', '/api/Rates/Date', {
      json: {
        stages: [stage({ actionDate: '2026-07-17', dateType: 'D' })],
        packages: [bikeBox],
      },
    });
    // Ground takes 4 business days: ship Mon 13 July to deliver Fri 17 July.
    expect(response.body).toContainEqual(
      expect.objectContaining({ code: 5, date: '2026-07-13', deliverDate: '2026-07-17' }),
    );
    // Next Day: ship Thu 16 to deliver Fri 17.
    expect(response.body).toContainEqual(
      expect.objectContaining({ code: 1, date: '2026-07-16', deliverDate: '2026-07-17' }),
    );
  });

  it('leaves out speed 8 for a stage whose purpose is an event (149)', async () => {
    const response = await server.request('POST', '/api/Rates/Date', {
      json: { stages: [stage({ purposeOption: 149 })], packages: [bikeBox] },
    });
    expect(response.body.map((date: { code: number }) => date.code)).not.toContain(8);
    expect(response.body).toHaveLength(4);
  });

  it('refuses a bad box with 400 naming the field', async () => {
    const response = await server.request('POST', '/api/Rates/Date', {
      json: { stages: [stage()], packages: [{ ...bikeBox, length: 120 }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].propertyName).toBe('packages.0.length');
  });
});

describe('GET /api/Rates/tables (publishes the carrier tables)', () => {
  it('publishes zones, weight brackets, services and surcharges — the prices quotes charge', async () => {
    const response = await server.request('GET', '/api/Rates/tables');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=10800/);
    const tables = response.body;
    expect(tables.weightBracketsLb).toContain(150);
    expect(tables.zoneSets.map((set: { id: string }) => set.id)).toEqual([
      'domestic',
      'international',
    ]);
    const domestic = tables.zoneSets[0];
    expect(domestic.zones[0]).toEqual({ zone: '2', maxMiles: 150 });
    const ground = domestic.services.find((service: { code: number }) => service.code === 5);
    const bracket100 = tables.weightBracketsLb.indexOf(100);
    expect(ground.prices['5'].upTo[bracket100]).toBe(117.8); // the pinned quote above
    expect(ground.residentialSurchargePerPackage).toBe(5.55);
    const economy = domestic.services.find((service: { code: number }) => service.code === 8);
    expect(economy.guaranteed).toBe(false);
    expect(tables.surcharges.pickup.options).toContainEqual(expect.objectContaining({ fee: 5 }));
    expect(tables.surcharges.premiumProtection.pricePerStep).toBe(1.75);
  });
});
