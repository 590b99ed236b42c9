import { calendarDateToIso, isValidShipDate, nextValidShipDate } from '@bikeship/core/rules';
import type { DateItem } from '@bikeship/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let clock = new Date('2026-03-10T06:30:00Z');
beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});
afterAll(() => server.close());

/** The month's holidays as the browser feeds them to the ship-date rule (quote §4). */
async function holidaysOf(year: number, month: number): Promise<string[]> {
  const response = await server.request<DateItem[]>(
    'GET',
    `/api/Date/schedule/US/${year}/${month}`,
  );
  expect(response.status).toBe(200);
  return response.body.map((item) => calendarDateToIso(item) ?? 'invalid');
}

describe('GET /api/Date (quote §7: today as year, month, day; shop time zone DECISION)', () => {
  it("answers the calendar day in Los Angeles, not UTC's", async () => {
    clock = new Date('2026-03-10T06:30:00Z'); // 23:30 on 9 March in Los Angeles
    expect((await server.request('GET', '/api/Date')).body).toEqual({
      year: 2026,
      month: 3,
      day: 9,
    });
    clock = new Date('2026-03-10T08:30:00Z'); // 01:30 on 10 March in Los Angeles
    expect((await server.request('GET', '/api/Date')).body).toEqual({
      year: 2026,
      month: 3,
      day: 10,
    });
  });
});

describe('GET /api/Date/schedule/US/{year}/{month} (quote §4: ship dates skip weekends and holidays)', () => {
  it('lists Independence Day and its observed Friday, 2026-07-03, so neither ships', async () => {
    const holidays = await holidaysOf(2026, 7);
    expect(holidays).toEqual(['2026-07-03', '2026-07-04']);
    const rules = { today: '2026-06-29', holidays };
    expect(isValidShipDate('2026-07-02', rules)).toBe(true);
    expect(isValidShipDate('2026-07-03', rules)).toBe(false);
    expect(isValidShipDate('2026-07-04', rules)).toBe(false); // Saturday, and the holiday
    expect(isValidShipDate('2026-07-05', rules)).toBe(false); // Sunday
    expect(nextValidShipDate({ today: '2026-07-03', holidays })).toBe('2026-07-06');
  });

  it('lists Veterans Day and Thanksgiving 2026, but not the Friday after', async () => {
    const holidays = await holidaysOf(2026, 11);
    expect(holidays).toEqual(['2026-11-11', '2026-11-26']);
    const rules = { today: '2026-11-02', holidays };
    expect(isValidShipDate('2026-11-26', rules)).toBe(false);
    expect(isValidShipDate('2026-11-27', rules)).toBe(true);
    expect(isValidShipDate('2026-11-28', rules)).toBe(false); // Saturday
  });

  it("lists the observed New Year's Day of 2028 in December 2027", async () => {
    expect(await holidaysOf(2027, 12)).toEqual(['2027-12-24', '2027-12-25', '2027-12-31']);
  });

  it('answers a month without a public holiday with an empty list', async () => {
    expect(await holidaysOf(2026, 8)).toEqual([]);
  });

  it('reads the country code in either letter case', async () => {
    const response = await server.request('GET', '/api/Date/schedule/us/2026/7');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
  });

  it.each([
    ['month 13', '/api/Date/schedule/US/2026/13', 'month'],
    ['month 0', '/api/Date/schedule/US/2026/0', 'month'],
    ['a month that is not a number', '/api/Date/schedule/US/2026/july', 'month'],
    ['the year 1800', '/api/Date/schedule/US/1800/7', 'year'],
    ['a country without a calendar', '/api/Date/schedule/ZZ/2026/7', 'country'],
  ])('answers %s with 400 on %s', async (_case, path, field) => {
    const response = await server.request('GET', path);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: field }));
  });
});
