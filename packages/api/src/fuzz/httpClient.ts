import http from 'node:http';

/** What goes over the wire: the fuzzer's requests and the setup's calls alike. */
export interface WireRequest {
  method: string;
  /** Path and query, already URL-encoded (hostile escapes are sent as they are). */
  path: string;
  headers: Record<string, string>;
  body?: WireBody;
}

export type WireBody =
  | {
      type: 'bytes';
      bytes: Uint8Array;
      /** Sent without Content-Length (Transfer-Encoding: chunked). */
      chunked?: boolean;
    }
  | { type: 'form'; form: FormData };

/** The server's answer, or why there was none (status 0). */
export interface WireAnswer {
  /** 0 when no HTTP answer came (connection closed, timeout). */
  status: number;
  contentType: string;
  /** The body as text (binary answers: a note of their size). */
  text: string;
  /** The parsed body of a JSON answer. */
  json?: unknown;
  /** Why there was no answer. */
  error?: string;
  /**
   * The kept-alive connection the PREVIOUS request left died under this one (this is why it
   * failed); this answer came on a new connection. The previous request broke the connection.
   */
  brokenConnection?: string;
}

/** A request that takes longer than this is reported as unanswered. */
const ANSWER_TIMEOUT_MS = 30_000;
/**
 * A connection idle this long may be closed by the server's keep-alive timeout (Node's default:
 * 5 s) while a request goes out on it; a breakage is only blamed on a request under it.
 */
const KEEP_ALIVE_RACE_MS = 4_000;
/** A chunked body goes out in slices of this size. */
const CHUNK_BYTES = 64 * 1024;

/** The bytes and Content-Type a browser would send for a form (the boundary is made here). */
async function encodeForm(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoded = new Response(form);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

function answerOf(status: number, contentType: string, bytes: Buffer): WireAnswer {
  const isText = /json|^text\//.test(contentType);
  const text = isText
    ? bytes.toString('utf8')
    : `<${bytes.length} bytes of ${contentType || 'no content type'}>`;
  let json: unknown;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status, contentType, text, ...(json !== undefined ? { json } : {}) };
}

/**
 * Sends requests to one server over ONE kept-alive connection, as a browser or a proxy would,
 * and reads every answer in full. Built on node:http rather than fetch: it sends exactly the
 * headers given (a wrong content type, or none; fetch adds its own), any path bytes, and it
 * tells whether a request went out on a reused connection — which is how a connection that a
 * request left broken is told from a request that broke (see `WireAnswer.brokenConnection`).
 */
export class HttpClient {
  private readonly url: URL;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private lastAnswerAt = performance.now();

  constructor(readonly baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  async send(request: WireRequest): Promise<WireAnswer> {
    const first = await this.attempt(request, this.agent);
    let answer = first.answer;
    if (first.status === 0 && first.reusedSocket) {
      // The server closed the kept-alive connection instead of answering. This request is
      // judged on its own, on a new connection; the request before left the connection broken
      // — unless the connection may simply have timed out: the server closes a connection
      // idle for its keep-alive timeout (Node: 5 s), and a stall that long (this process runs
      // the server too, on a loaded machine) lets the timeout fire just as this request goes
      // out. That race is no request's fault.
      const sincePreviousAnswer = performance.now() - this.lastAnswerAt;
      const retry = await this.attempt(request, false);
      answer =
        sincePreviousAnswer < KEEP_ALIVE_RACE_MS
          ? {
              ...retry.answer,
              brokenConnection: `${first.answer.error ?? 'connection closed'} (${Math.round(sincePreviousAnswer)} ms after the previous answer)`,
            }
          : retry.answer;
    }
    this.lastAnswerAt = performance.now();
    return answer;
  }

  /**
   * Whether `request` leaves its kept-alive connection broken: sends it on a connection of its
   * own, then a health check on the same connection. Used to confirm a broken connection before
   * blaming a request for it (and its side effects are the caller's to discard).
   */
  async breaksConnection(request: WireRequest): Promise<boolean> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await this.attempt(request, agent);
      const sent = performance.now();
      const probe = await this.attempt({ method: 'GET', path: '/api/health', headers: {} }, agent);
      return (
        probe.status === 0 && probe.reusedSocket && performance.now() - sent < KEEP_ALIVE_RACE_MS
      );
    } finally {
      agent.destroy();
    }
  }

  private async attempt(
    request: WireRequest,
    agent: http.Agent | false,
  ): Promise<{ status: number; reusedSocket: boolean; answer: WireAnswer }> {
    const headers: Record<string, string> = { ...request.headers };
    let bytes: Uint8Array | undefined;
    let chunked = false;
    if (request.body?.type === 'form') {
      const encoded = await encodeForm(request.body.form);
      bytes = encoded.bytes;
      headers['content-type'] = encoded.contentType;
    } else if (request.body) {
      bytes = request.body.bytes;
      chunked = request.body.chunked ?? false;
    }
    // Node's client chunks a body by default for POST and PUT only: DELETE's bytes would go out
    // unframed, and the server would read them as the next request.
    if (bytes) {
      if (chunked) headers['transfer-encoding'] = 'chunked';
      else headers['content-length'] = String(bytes.length);
    }
    return new Promise((resolve) => {
      let settled = false;
      const outgoing = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method: request.method,
          path: request.path,
          headers,
          agent,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            settled = true;
            const status = incoming.statusCode ?? 0;
            const contentType = incoming.headers['content-type'] ?? '';
            resolve({
              status,
              reusedSocket: outgoing.reusedSocket,
              answer: answerOf(status, contentType, Buffer.concat(chunks)),
            });
          });
          incoming.on('error', fail);
        },
      );
      function fail(error: Error & { code?: string }) {
        // An error after the answer (the server closed while the body was still going out, as
        // it may after a 413) changes nothing.
        if (settled) return;
        settled = true;
        resolve({
          status: 0,
          reusedSocket: outgoing.reusedSocket,
          answer: {
            status: 0,
            contentType: '',
            text: '',
            error: [error.code, error.message].filter(Boolean).join(' '),
          },
        });
      }
      outgoing.on('error', fail);
      outgoing.setTimeout(ANSWER_TIMEOUT_MS, () => {
        outgoing.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`));
      });
      if (bytes && chunked) {
        for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
          outgoing.write(bytes.subarray(offset, offset + CHUNK_BYTES));
        }
        outgoing.end();
      } else {
        outgoing.end(bytes);
      }
    });
  }

  /** A plain JSON call (the setup's sign-up and order flow). */
  async json(
    method: string,
    path: string,
    options: { json?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<WireAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json === undefined) return this.send({ method, path, headers });
    headers['content-type'] = 'application/json';
    return this.send({
      method,
      path,
      headers,
      body: { type: 'bytes', bytes: Buffer.from(JSON.stringify(options.json)) },
    });
  }

  /** Closes the kept-alive connection. */
  close(): void {
    this.agent.destroy();
  }
}
