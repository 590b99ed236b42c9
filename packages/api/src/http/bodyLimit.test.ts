import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './appEnv';
import { bodyLimits } from './bodyLimit';
import { requestText } from './requestText';

/** A tiny app: limits of 100 bytes (JSON) and 1000 bytes (multipart); /echo answers the body. */
function limitedApp() {
  const app = new Hono<AppEnv>();
  const reached: string[] = [];
  app.use(
    bodyLimits({ json: 100, multipart: 1000 }, (c, maxSize) =>
      c.json({ message: `larger than ${maxSize}` }, 413),
    ),
  );
  app.all('/echo', async (c) => {
    reached.push(c.req.method);
    return c.text(c.req.method === 'GET' ? 'no body' : await requestText(c));
  });
  return { app, reached };
}

function chunked(text: string): RequestInit {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.subarray(0, 10));
      controller.enqueue(bytes.subarray(10));
      controller.close();
    },
  });
  return { method: 'POST', body, duplex: 'half' } as RequestInit;
}

describe('bodyLimits (DESIGN.md §7: oversized bodies get 413; no WHATWG Request per call)', () => {
  const { app, reached } = limitedApp();
  let server: ReturnType<typeof serve>;
  let origin = '';
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((ready) => server.once('listening', () => ready()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('refuses a body whose Content-Length is over the limit, before the handler runs', async () => {
    reached.length = 0;
    const answer = await fetch(`${origin}/echo`, { method: 'POST', body: 'x'.repeat(101) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'larger than 100' });
    expect(reached).toEqual([]);
  });

  it('lets a body at the limit through, readable in full', async () => {
    const body = 'é'.repeat(50); // 100 bytes in UTF-8
    const answer = await fetch(`${origin}/echo`, { method: 'POST', body });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(body);
  });

  it('lets a request without a body through (GET: no Content-Length, no Transfer-Encoding)', async () => {
    const answer = await fetch(`${origin}/echo`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('no body');
  });

  it('counts a chunked body (no Content-Length) as it streams: over the limit is 413', async () => {
    reached.length = 0;
    const answer = await fetch(`${origin}/echo`, chunked('y'.repeat(150)));
    expect(answer.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('reads a chunked body within the limit', async () => {
    const answer = await fetch(`${origin}/echo`, chunked('{"a":"0123456789"}'));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('{"a":"0123456789"}');
  });

  it('gives multipart/form-data its own limit', async () => {
    const form = new FormData();
    form.set('note', 'z'.repeat(500));
    const within = await fetch(`${origin}/echo`, { method: 'POST', body: form });
    expect(within.status).toBe(200);
    form.set('note', 'z'.repeat(1500));
    const over = await fetch(`${origin}/echo`, { method: 'POST', body: form });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'larger than 1000' });
  });

  it('holds without a Node request too (app.request in tests)', async () => {
    const over = await app.request('/echo', { method: 'POST', body: 'x'.repeat(101) });
    expect(over.status).toBe(413);
    const within = await app.request('/echo', { method: 'POST', body: '{"b":2}' });
    expect(await within.text()).toBe('{"b":2}');
  });
});
