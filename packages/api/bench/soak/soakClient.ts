import { Agent, request as httpRequest } from 'node:http';

/**
 * The soak's HTTP client: node:http on keep-alive sockets like the benchmark's (httpClient.ts:
 * the client shares the two cores with the servers, and fetch costs several times more CPU per
 * request), plus what a client facing dying servers needs — a timeout, and network failures
 * told apart by kind (a refused connection, a reset socket…) so the report can count them.
 *
 * Keep-alive is kept on purpose: a real client's pooled sockets are cut when the server dies,
 * and the first call on such a socket fails with a reset — one of the failures a retry meets.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** Longer than the server's own wait for an attempt under way (30 s) plus slack. */
const REQUEST_TIMEOUT_MS = 75_000;

export interface Answer {
  status: number;
  /** The parsed JSON body; undefined when it was not JSON. */
  body: unknown;
  text: string;
}

/** The request never got an answer: the kind names why (ECONNREFUSED, ECONNRESET, timeout…). */
export class NetworkError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

function kindOf(error: Error & { code?: string }): string {
  if (error.code) return error.code;
  if (/socket hang up/i.test(error.message)) return 'socket hang up';
  return error.message.slice(0, 60);
}

export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const text = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string | number> = { ...init.headers };
  if (text !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(text);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, text: body });
      });
      res.on('error', (error: Error & { code?: string }) =>
        reject(new NetworkError(kindOf(error), error.message)),
      );
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      req.destroy(new NetworkError('timeout', `no answer within ${REQUEST_TIMEOUT_MS} ms`));
    });
    req.on('error', (error: Error & { code?: string }) =>
      reject(
        error instanceof NetworkError ? error : new NetworkError(kindOf(error), error.message),
      ),
    );
    req.end(text);
  });
}

/** A field of a JSON object answer, or undefined. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}
