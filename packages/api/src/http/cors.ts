import { IDEMPOTENCY_KEY_HEADER, ORDER_KEY_HEADER, PARTNER_HEADER } from '@bikeship/core/constants';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';

const ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  IDEMPOTENCY_KEY_HEADER,
  ORDER_KEY_HEADER,
  PARTNER_HEADER,
].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * CORS for two kinds of callers (DESIGN.md §5):
 * - the configured web origins (the site) call with credentials: the auth cookie;
 * - any other origin (a partner page's embed) may call without credentials and signs in with
 *   `Authorization: Bearer`. Its requests never carry our cookie, so a partner page cannot act
 *   as a signed-in user of the site.
 */
export function cors(webOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(webOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const setHeaders = (headers: Headers) => {
      if (!origin) return;
      headers.append('Vary', 'Origin');
      if (trusted.has(origin)) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
      } else {
        headers.set('Access-Control-Allow-Origin', '*');
      }
    };
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers = new Headers({
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      setHeaders(headers);
      return new Response(null, { status: 204, headers });
    }
    await next();
    setHeaders(c.res.headers);
  };
}
