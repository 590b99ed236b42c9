/**
 * An in-memory stand-in for the bikeship API, for component tests and Storybook stories: a
 * `fetch` that answers from handlers keyed by `METHOD /path` and records every request, so a test
 * can assert what the widget sent. Answers still pass through the core client, which checks them
 * against the response schemas — a fixture that drifts from the contract fails the test.
 *
 * Unhandled calls answer 404 (and are recorded), like a server without that route. A route's
 * path may have `:name` segments that match any one segment (`GET /api/Alerts/time/:time`).
 *
 * @example
 * const api = createFakeApi({ 'POST /api/Rates': () => ({ id: 'r1' }) });
 * const runtime = createQuoteRuntime({ apiBase: FAKE_API_BASE, fetch: api.fetch, storages });
 */
export const FAKE_API_BASE = 'http://bikeship.test';

export interface FakeRequest {
  method: string;
  /** The path without the query, e.g. '/api/Rates'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, the FormData, or undefined. */
  body: unknown;
}

/** What a handler answers: a JSON value (status 200), or a full answer. */
export type FakeAnswer = unknown | { status: number; json?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const isFullAnswer = (answer: unknown): answer is { status: number; json?: unknown } =>
  typeof answer === 'object' &&
  answer !== null &&
  'status' in answer &&
  typeof (answer as { status: unknown }).status === 'number' &&
  Object.keys(answer).every((key) => key === 'status' || key === 'json');

/** A full answer with a status, e.g. `answer(402, { message: 'Your card was declined.' })`. */
export const answer = (status: number, json?: unknown) => ({ status, json });

export function createFakeApi(handlers: Record<string, FakeHandler> = {}) {
  const routes = new Map(Object.entries(handlers));
  const requests: FakeRequest[] = [];

  const findHandler = (method: string, path: string): FakeHandler | undefined => {
    const exact = routes.get(`${method} ${path}`);
    if (exact) return exact;
    const segments = path.split('/');
    for (const [route, handler] of routes) {
      const [routeMethod, routePath = ''] = route.split(' ');
      const routeSegments = routePath.split('/');
      if (routeMethod !== method || routeSegments.length !== segments.length) continue;
      if (routeSegments.every((part, i) => part.startsWith(':') || part === segments[i])) {
        return handler;
      }
    }
    return undefined;
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json')) body = await request.json();
    else if (type.includes('multipart/form-data')) body = await request.formData();
    const seen: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    requests.push(seen);
    const handler = findHandler(request.method, url.pathname);
    if (!handler) {
      return Response.json(
        { message: `No fake route for ${request.method} ${url.pathname}` },
        {
          status: 404,
        },
      );
    }
    const result = await handler(seen);
    const full = isFullAnswer(result) ? result : { status: 200, json: result };
    return full.json === undefined
      ? new Response(null, { status: full.status })
      : Response.json(full.json, { status: full.status });
  };

  return {
    fetch,
    /** Every request the widget made, in order. */
    requests,
    /** The requests to one `METHOD /path`. */
    requestsTo: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
    /** Adds or replaces a handler (e.g. the second payment attempt succeeds). */
    on(route: string, handler: FakeHandler) {
      routes.set(route, handler);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
