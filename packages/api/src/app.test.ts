import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestServer, type TestServer } from './testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('platform errors (DESIGN.md §7)', () => {
  it('answers the health check', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await server.request('GET', '/api/NoSuchThing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body.message).toContain('/api/NoSuchThing');
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const response = await server.request('POST', '/api/log', {
      json: JSON.stringify({ jsonContent: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

describe('unexpected errors (DESIGN.md §7: no stack traces to clients)', () => {
  it('answers 500 with a plain message and logs the error', async () => {
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    const app = createApp({ ...server.deps, logger }, [
      (routes) => {
        routes.get('/api/explode', () => {
          throw new Error('secret internal detail');
        });
      },
    ]);
    const response = await app.request('/api/explode');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toMatch(/at .*\.ts/);
    expect(String(logged[0])).toContain('secret internal detail');
  });
});
