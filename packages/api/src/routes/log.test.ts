import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('POST /api/log (quote §7: jsonContent, userAgent, step, uniqueId)', () => {
  it('stores a client report and answers 204', async () => {
    const response = await server.request('POST', '/api/log', {
      json: { jsonContent: '{"error":"boom"}', userAgent: 'test-agent', step: 2, uniqueId: 'u-1' },
    });
    expect(response.status).toBe(204);
    const [row] = await server.deps.db
      .select()
      .from(clientLogs)
      .orderBy(desc(clientLogs.id))
      .limit(1);
    expect(row).toMatchObject({ jsonContent: '{"error":"boom"}', step: 2, uniqueId: 'u-1' });
  });

  it('answers a missing field with 400 and the field name', async () => {
    const response = await server.request('POST', '/api/log', {
      json: { jsonContent: '{}', userAgent: 'test-agent' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'uniqueId' }),
    );
  });

  it('answers malformed JSON with 400', async () => {
    const response = await server.request('POST', '/api/log', { json: '{"jsonContent": ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/not valid JSON/);
  });
});
