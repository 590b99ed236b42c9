import { addDays } from '@bikeship/core/rules';
import type { BicycleEvent } from '@bikeship/core/schemas';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  ambassadors,
  bicycleEvents,
  savedSearches,
  userPackages,
  users,
} from '../db/schema';
import { seedReferenceData } from '../db/seed/index';
import { eventCalendarToday } from '../services/events';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let today: string;
beforeAll(async () => {
  server = await createTestServer();
  today = eventCalendarToday(new Date());
});
afterAll(() => server.close());

const day = (offset: number) => addDays(today, offset) ?? today;

async function insertEvent(fields: {
  urlCode: string;
  name: string;
  startDate: string | null;
  shipDates?: string[];
  isPartner?: boolean;
}): Promise<number> {
  const [row] = await server.deps.db
    .insert(bicycleEvents)
    .values({
      urlCode: fields.urlCode,
      name: fields.name,
      isPartner: fields.isPartner ?? false,
      startDate: fields.startDate,
      event: {
        couponCode: 'TEST',
        stageDates: (fields.shipDates ?? []).map((shipDate, index) => ({
          stage: index + 1,
          shipDate,
        })),
      },
    })
    .returning({ eventId: bicycleEvents.eventId });
  if (!row) throw new Error('event insert returned nothing');
  return row.eventId;
}

describe('GET /api/BicycleEvent (quote §3 Event, §7; upcoming first)', () => {
  it('lists the seeded upcoming events, soonest first, with stage dates, coupon and venue', async () => {
    const response = await server.request('GET', '/api/BicycleEvent');
    expect(response.status).toBe(200);
    const events: BicycleEvent[] = response.body;
    expect(events.length).toBeGreaterThanOrEqual(4);
    const starts = events.map((event) => event.startDate ?? '');
    expect(starts).toEqual([...starts].sort());
    for (const event of events) {
      expect(event.partner).toBe(false);
      expect(event.startDate && event.startDate >= today).toBe(true);
      expect(event.couponCode).toBeTruthy();
      expect(event.stageDates.length).toBeGreaterThanOrEqual(2);
      expect(event.stageDates.map((stage) => stage.stage)).toEqual(
        event.stageDates.map((_, index) => index + 1),
      );
      // Stage 1 brings the bike before the start; the last stage ships it home after.
      expect(
        event.stageDates[0]?.deliverDate &&
          event.stageDates[0].deliverDate < (event.startDate ?? ''),
      ).toBe(true);
      expect(event.address).toMatchObject({ isEventAddress: true, avsStatus: { source: 'event' } });
    }
    const names = events.map((event) => event.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Cascade Gran Fondo',
        'Flint Hills Gravel 200',
        'Blue Ridge Parkway Tour',
      ]),
    );
  });

  it('leaves out an event whose last ship date has passed, but keeps one whose ride home is still ahead', async () => {
    const pastId = await insertEvent({
      urlCode: 'long-gone-century',
      name: 'Long Gone Century',
      startDate: day(-30),
      shipDates: [day(-40), day(-28)],
    });
    await insertEvent({
      urlCode: 'still-shipping-home',
      name: 'Still Shipping Home',
      startDate: day(-2),
      shipDates: [day(-10), day(3)],
    });
    const events: BicycleEvent[] = (await server.request('GET', '/api/BicycleEvent')).body;
    const codes = events.map((event) => event.urlCode);
    expect(codes).not.toContain('long-gone-century');
    expect(codes[0]).toBe('still-shipping-home');
    // A past event stays reachable for old links and orders.
    expect((await server.request('GET', `/api/BicycleEvent/${pastId}`)).status).toBe(200);
    expect(
      (await server.request('GET', '/api/BicycleEvent/byurlcode/long-gone-century')).status,
    ).toBe(200);
  });
});

describe('GET /api/BicycleEvent/partners (quote §7; isPartner)', () => {
  it('lists only partners', async () => {
    const response = await server.request('GET', '/api/BicycleEvent/partners');
    expect(response.status).toBe(200);
    const partners: BicycleEvent[] = response.body;
    expect(partners.length).toBeGreaterThanOrEqual(2);
    expect(partners.every((partner) => partner.partner === true)).toBe(true);
    expect(partners.map((partner) => partner.urlCode)).toContain('velo-northwest');
    const events: BicycleEvent[] = (await server.request('GET', '/api/BicycleEvent')).body;
    expect(events.map((event) => event.urlCode)).not.toContain('velo-northwest');
  });
});

describe('GET /api/BicycleEvent/byurlcode/{code} (quote §5: case ignored, hyphens and underscores as spaces)', () => {
  it.each([
    'cascade-gran-fondo',
    'CASCADE-GRAN-FONDO',
    'Cascade_Gran_Fondo',
    'cascade%20gran%20fondo',
    'Cascade%20Gran%20Fondo',
  ])('finds the Cascade Gran Fondo by %s', async (code) => {
    const response = await server.request('GET', `/api/BicycleEvent/byurlcode/${code}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Cascade Gran Fondo',
      urlCode: 'cascade-gran-fondo',
    });
  });

  it('finds a partner too', async () => {
    const response = await server.request('GET', '/api/BicycleEvent/byurlcode/Velo-Northwest');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ partner: true, couponCode: 'VELONW10' });
  });

  it('answers 404 for an unknown code', async () => {
    const response = await server.request('GET', '/api/BicycleEvent/byurlcode/no-such-ride');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/not found/);
  });
});

describe('GET /api/BicycleEvent/{eventId} (quote §7)', () => {
  it('answers the event with that id', async () => {
    const byCode = await server.request(
      'GET',
      '/api/BicycleEvent/byurlcode/flint-hills-gravel-200',
    );
    const response = await server.request('GET', `/api/BicycleEvent/${byCode.body.eventId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(byCode.body);
  });

  it('answers 404 for an unknown id and 400 with the field for a bad one', async () => {
    expect((await server.request('GET', '/api/BicycleEvent/99999999')).status).toBe(404);
    const bad = await server.request('GET', '/api/BicycleEvent/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'eventId' }));
  });
});

describe('seeds (idempotent — check before insert)', () => {
  async function counts() {
    const { db } = server.deps;
    const of = async (table: PgTable) => {
      const [row] = await db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    };
    return {
      users: await of(users),
      addresses: await of(addresses),
      userPackages: await of(userPackages),
      savedSearches: await of(savedSearches),
      events: await of(bicycleEvents),
      ambassadors: await of(ambassadors),
    };
  }

  it('changes no counts when run again', async () => {
    const before = await counts();
    expect(before.events).toBeGreaterThanOrEqual(7);
    expect(before.ambassadors).toBeGreaterThanOrEqual(6);
    await seedReferenceData(server.deps.db);
    expect(await counts()).toEqual(before);
  });
});
