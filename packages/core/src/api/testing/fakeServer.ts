/**
 * TEST-ONLY: a tiny HTTP server on 127.0.0.1 that API tests register routes on, so the client is
 * exercised over real HTTP (headers, cookies, multipart) instead of being mocked. Never import
 * this from browser code: it uses node:http.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** Path without the query, e.g. '/api/Address/12'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body as text ('' when none). */
  text: string;
  /** The body parsed as JSON (undefined when empty). */
  json: unknown;
  /** The body parsed as a form (multipart or urlencoded). */
  formData(): Promise<FormData>;
}

/** What a route answers: a status and a JSON body, or a raw body with its content type. */
export interface FakeReply {
  status?: number;
  json?: unknown;
  raw?: string | Uint8Array;
  contentType?: string;
}

export type FakeHandler = (request: SeenRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  /** The origin to give the client as baseURL. */
  origin: string;
  /** Every request received since the last `reset()`, in order. */
  requests: SeenRequest[];
  /** Registers a route; `path` is matched exactly against the path without the query. */
  route(method: string, path: string, handler: FakeHandler | FakeReply): void;
  /** Forgets routes and recorded requests (call in beforeEach). */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the server on a free port. */
export async function startFakeServer(): Promise<FakeServer> {
  const routes = new Map<string, FakeHandler>();
  const requests: SeenRequest[] = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = raw.toString('utf8');
    const method = req.method ?? 'GET';
    const seen: SeenRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      text,
      json: text && req.headers['content-type']?.includes('json') ? JSON.parse(text) : undefined,
      formData: () =>
        new Response(raw, {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        }).formData(),
    };
    requests.push(seen);

    const handler = routes.get(`${method} ${url.pathname}`);
    const reply: FakeReply = handler
      ? await handler(seen)
      : { status: 404, json: { message: `No fake route for ${method} ${url.pathname}` } };
    const body = reply.raw ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
    res.writeHead(reply.status ?? 200, {
      'content-type': reply.contentType ?? 'application/json',
    });
    res.end(body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    route(method, path, handler) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
