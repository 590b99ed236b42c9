import { applyNoticeReplacements } from '@bikeship/core/rules';
import type { Notice } from '@bikeship/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../db/schema';
import { seedAlerts } from '../db/seed/alerts';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // Fixed-time notices, far from the seeded holidays, so the time bounds can be pinned exactly.
  await server.deps.db.insert(alerts).values([
    {
      name: 'home',
      notice: { key: 'spring-window', type: 'info', message: 'Spring service window' },
      startTime: new Date('2031-03-10T00:00:00Z'),
      endTime: new Date('2031-03-20T00:00:00Z'),
      active: true,
    },
    {
      name: 'home',
      notice: { key: 'switched-off', type: 'info', message: 'Switched off by the team' },
      startTime: new Date('2031-03-01T00:00:00Z'),
      endTime: new Date('2031-03-31T00:00:00Z'),
      active: false,
    },
    {
      name: 'home',
      notice: { key: 'long-over', type: 'info', message: 'An old notice' },
      startTime: new Date('2020-01-01T00:00:00Z'),
      endTime: new Date('2020-01-10T00:00:00Z'),
      active: true,
    },
  ]);
});
afterAll(() => server.close());

const keysOf = (notices: Notice[]) => notices.map((notice) => notice.key);

describe('GET /api/Alerts/name/{name} (shell §3 notice, §7)', () => {
  it('answers the seeded holiday-schedule notices of the ship flow, with replacements', async () => {
    const response = await server.request<Notice[]>('GET', '/api/Alerts/name/ship');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const notice of response.body) {
      expect(notice).toMatchObject({ name: 'ship', page: 'ship', type: 'alert-warning' });
      expect(notice.key).toMatch(/^holiday-US-\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(notice.endTime ?? '')).toBeGreaterThan(Date.now());
      const text = applyNoticeReplacements(notice.message, notice.replacements);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('seeds notices only for carrier holidays of the date schedule', async () => {
    const { body: notices } = await server.request<Notice[]>('GET', '/api/Alerts/name/ship');
    for (const notice of notices.slice(0, 3)) {
      const [year, month, day] = (notice.key ?? '').slice('holiday-US-'.length).split('-');
      const schedule = await server.request('GET', `/api/Date/schedule/US/${year}/${month}`);
      expect(schedule.body).toContainEqual({
        year: Number(year),
        month: Number(month),
        day: Number(day),
      });
    }
  });

  it('leaves out notices that are switched off or already over', async () => {
    const response = await server.request<Notice[]>('GET', '/api/Alerts/name/home');
    expect(response.status).toBe(200);
    expect(keysOf(response.body)).toEqual(['spring-window']);
    expect(response.body[0]).toMatchObject({
      startTime: '2031-03-10T00:00:00.000Z',
      endTime: '2031-03-20T00:00:00.000Z',
      dismissable: true,
      replacements: [],
    });
  });

  it('answers an unknown name with an empty list', async () => {
    const response = await server.request('GET', '/api/Alerts/name/nobody-uses-this');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('GET /api/Alerts/time/{utc date string} (shell §3: active between startTime and endTime)', () => {
  const at = (time: string) =>
    server.request<Notice[]>('GET', `/api/Alerts/time/${encodeURIComponent(time)}`);

  it('answers the notices active at that instant, start inclusive and end exclusive', async () => {
    expect(keysOf((await at('2031-03-15T12:00:00Z')).body)).toEqual(['spring-window']);
    expect(keysOf((await at('2031-03-10T00:00:00Z')).body)).toEqual(['spring-window']);
    expect(keysOf((await at('2031-03-20T00:00:00Z')).body)).not.toContain('spring-window');
    expect(keysOf((await at('2031-03-09T23:59:59Z')).body)).not.toContain('spring-window');
  });

  it('never answers a switched-off notice', async () => {
    expect(keysOf((await at('2031-03-05T00:00:00Z')).body)).not.toContain('switched-off');
  });

  it('reads a Date#toUTCString() instant as well as ISO', async () => {
    const response = await at(new Date('2031-03-15T12:00:00Z').toUTCString());
    expect(response.status).toBe(200);
    expect(keysOf(response.body)).toEqual(['spring-window']);
  });

  it('answers a seeded holiday notice during its week before the holiday', async () => {
    const [first] = (await server.request<Notice[]>('GET', '/api/Alerts/name/ship')).body;
    if (!first?.startTime || !first.endTime) throw new Error('no seeded holiday notice');
    expect(keysOf((await at(first.startTime)).body)).toContain(first.key);
    expect(keysOf((await at(first.endTime)).body)).not.toContain(first.key);
  });

  it('answers a string that is not a date with 400 on the time field', async () => {
    const response = await server.request('GET', '/api/Alerts/time/next%20tuesday');
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'time' }));
  });
});

describe('seedAlerts (seeds are idempotent)', () => {
  const shipRows = () => server.deps.db.select().from(alerts).where(eq(alerts.name, 'ship'));

  it('inserts nothing on a second start', async () => {
    const before = await shipRows();
    await seedAlerts(server.deps.db);
    expect(await shipRows()).toHaveLength(before.length);
  });

  it('adds the holidays that came into its one-year horizon, once each', async () => {
    const later = new Date('2035-06-01T12:00:00Z');
    await seedAlerts(server.deps.db, later);
    const afterFirst = await shipRows();
    await seedAlerts(server.deps.db, later);
    expect(await shipRows()).toHaveLength(afterFirst.length);
    const july4 = afterFirst.filter((row) => row.notice.key === 'holiday-US-2035-07-04');
    expect(july4).toHaveLength(1);
    // The week before Independence Day (a Wednesday in 2035) until the day ends in New York.
    expect(july4[0]?.startTime?.toISOString()).toBe('2035-06-27T04:00:00.000Z');
    expect(july4[0]?.endTime?.toISOString()).toBe('2035-07-05T04:00:00.000Z');
    const response = await server.request<Notice[]>(
      'GET',
      `/api/Alerts/time/${encodeURIComponent('2035-07-01T12:00:00Z')}`,
    );
    const notice = response.body.find((candidate) => candidate.key === 'holiday-US-2035-07-04');
    expect(applyNoticeReplacements(notice?.message, notice?.replacements)).toContain(
      'Wednesday, July 4 (Independence Day)',
    );
  });
});
