import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import type { AppEnv } from './appEnv';

export interface BodyLimits {
  /** Any body that is not multipart/form-data. */
  json: number;
  /** multipart/form-data bodies (uploads). */
  multipart: number;
}

/**
 * Refuses a request body over its limit (413 through `onError`): `limits.multipart` for
 * multipart/form-data, `limits.json` for anything else.
 *
 * On Node (@hono/node-server hands the IncomingMessage over as `c.env.incoming`) an HTTP/1
 * request is judged from its own headers: with a Content-Length (and no Transfer-Encoding) by
 * that length — Node's parser never reads past it — and with neither header it has no body at
 * all (RFC 9112 §6.3). Hono's `bodyLimit` asks for `c.req.raw.body` first, which makes
 * node-server build a whole WHATWG Request for EVERY request, GET included: a Headers, an
 * AbortSignal, a ReadableStream and their transfer plumbing — about 10 % of the server's CPU in
 * the quote flow (API benchmark profile). A chunked body, HTTP/2, or a request without a
 * Node message (`app.request` in tests) still goes through Hono's `bodyLimit`, which counts the
 * bytes as they stream.
 */
export function bodyLimits(
  limits: BodyLimits,
  onError: (c: Context<AppEnv>, maxSize: number) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const streaming = (maxSize: number) =>
    honoBodyLimit({ maxSize, onError: (c) => onError(c as Context<AppEnv>, maxSize) });
  const streamingJson = streaming(limits.json);
  const streamingMultipart = streaming(limits.multipart);
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const multipart = (
      incoming ? incoming.headers['content-type'] : c.req.header('content-type')
    )?.startsWith('multipart/form-data');
    if (incoming?.httpVersionMajor !== 1 || incoming.headers['transfer-encoding']) {
      return (multipart ? streamingMultipart : streamingJson)(c, next);
    }
    const length = incoming.headers['content-length'];
    if (length === undefined) return next();
    const maxSize = multipart ? limits.multipart : limits.json;
    return Number.parseInt(length, 10) > maxSize ? onError(c, maxSize) : next();
  };
}
