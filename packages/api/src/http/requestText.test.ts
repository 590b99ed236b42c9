import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestText } from './requestText';

describe('requestText (POST bodies read straight from Node)', () => {
  let server: ReturnType<typeof serve>;
  let origin = '';
  let watched: Promise<string> | undefined;
  beforeAll(async () => {
    const app = new Hono();
    app.post('/echo', async (c) => c.text(await requestText(c)));
    app.post('/watched', async (c) => {
      watched = requestText(c).then(
        () => 'read',
        (error: Error) => error.message,
      );
      return c.text(await watched);
    });
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((ready) => server.once('listening', () => ready()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('reads a body with a Content-Length from the socket, multi-byte characters intact', async () => {
    const body = JSON.stringify({ city: 'Zürich', note: 'x'.repeat(100_000) });
    const answer = await fetch(`${origin}/echo`, { method: 'POST', body });
    expect(await answer.text()).toBe(body);
  });

  it('reads a chunked body (no Content-Length) through Hono', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    const answer = await fetch(`${origin}/echo`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await answer.text()).toBe('{"a":1}');
  });

  it('reads through Hono when there is no Node request (app.request in tests)', async () => {
    const app = new Hono();
    app.post('/echo', async (c) => c.text(await requestText(c)));
    app.post('/watched', async (c) => {
      watched = requestText(c).then(
        () => 'read',
        (error: Error) => error.message,
      );
      return c.text(await watched);
    });
    const answer = await app.request('/echo', { method: 'POST', body: '{"b":2}' });
    expect(await answer.text()).toBe('{"b":2}');
  });

  it('ends the read when the client leaves before the whole body came (no handler left waiting)', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((connected) => socket.once('connect', () => connected()));
    socket.write(
      'POST /watched HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    await vi.waitFor(() => expect(watched).toBeDefined());
    socket.destroy();
    // Node reports the reset as an 'aborted' error; either way the read ends, with an error.
    expect(await watched).not.toBe('read');
  });
});
