import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const lastView = async () =>
  (await server.deps.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1))[0];

describe('POST /api/Analytics/page-view (shell §7: full path, route name as title, visitor type)', () => {
  it('stores a page view and answers 204', async () => {
    const response = await server.request('POST', '/api/Analytics/page-view', {
      json: { path: '/aboutus?ref=footer', title: 'aboutus', visitorType: 'guest' },
    });
    expect(response.status).toBe(204);
    expect(await lastView()).toMatchObject({
      path: '/aboutus?ref=footer',
      title: 'aboutus',
      visitorType: 'guest',
    });
  });

  it('answers a missing or wrong field with 400 and the field names, storing nothing', async () => {
    const before = await lastView();
    const response = await server.request('POST', '/api/Analytics/page-view', {
      json: { path: 'https://elsewhere.example/', visitorType: 'robot' },
    });
    expect(response.status).toBe(400);
    const fields = (response.body.errors as { propertyName: string }[]).map((e) => e.propertyName);
    expect(fields).toEqual(expect.arrayContaining(['path', 'title', 'visitorType']));
    expect((await lastView())?.id).toBe(before?.id);
  });

  it('answers an over-long path and malformed JSON with 400, never 500', async () => {
    const long = await server.request('POST', '/api/Analytics/page-view', {
      json: { path: `/${'a'.repeat(2000)}`, title: 'index', visitorType: 'customer' },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'path' }));
    const broken = await server.request('POST', '/api/Analytics/page-view', { json: '{"path": ' });
    expect(broken.status).toBe(400);
  });
});

describe('GET /api/Analytics/config (where page views go besides this API)', () => {
  it('names no provider when none is configured', async () => {
    const response = await server.request('GET', '/api/Analytics/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ga4MeasurementId: null });
  });

  it('names the configured GA4 measurement id', async () => {
    const configured = await createTestServer({
      env: { ANALYTICS_GA4_MEASUREMENT_ID: 'G-TEST12345' },
    });
    try {
      const response = await configured.request('GET', '/api/Analytics/config');
      expect(response.body).toEqual({ ga4MeasurementId: 'G-TEST12345' });
    } finally {
      await configured.close();
    }
  });
});
