import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

// Issue 3: no orders or packages exist until issue 4's built-in carrier books them, so every
// code is unknown — and the answer must say so rather than show made-up scans.
describe('GET /api/PackageLocation/{code} (quote §7; issue 3: unknown code → 404)', () => {
  it('answers 404 naming the tracking code', async () => {
    const response = await server.request('GET', '/api/PackageLocation/1Z999AA10123456784');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No package with tracking code 1Z999AA10123456784' });
  });

  it('answers the same 404 for a signed-in user', async () => {
    const user = await server.createUser();
    const response = await server.request('GET', '/api/PackageLocation/BS-000123', {
      token: user.token,
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('No package with tracking code BS-000123');
  });
});
