import { FetchError, ofetch } from 'ofetch';
import type * as z from 'zod/mini';
import { PARTNER_HEADER } from '../constants';
import type { EndpointDefinition } from '../schemas/endpoint';
import { ApiError, HTTP_UNAUTHORIZED, readErrorMessage, readFieldErrors } from './apiError';
import type { EndpointArgs, EndpointCall, EndpointOutput } from './endpointTypes';

export interface ApiClientOptions {
  /** The API origin, e.g. 'http://127.0.0.1:3000'. Paths of the catalogue start with /api. */
  baseURL: string;
  /** Cookie policy; 'include' (default) sends the site's auth cookie, also cross-origin. */
  credentials?: RequestCredentials;
  /** The current bearer token, if any (the session store holds it). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Send `Authorization: Bearer` on every call, as the cookie would be. Embeds on partner
   * origins set it: their page cannot rely on our cookie. DECISION: 'public' calls carry it too
   * (the catalogue: an order placed by a signed-in customer is theirs). Without it, only
   * 'bearer' calls (claims, shell §6) send the token.
   */
  useBearer?: boolean;
  /**
   * The partner (bike shop) whose page embeds the widget, e.g. 'velo-northwest': sent as
   * `X-Bikeship-Partner` on every call that writes (POST, PUT, DELETE), so the rate requests and
   * orders it leads to are attributed to it; the server checks it and records it on the order.
   * DECISION: not on GET calls. A write with a JSON body is preflighted across origins anyway,
   * so there the header costs no round trip; on a GET it would turn a simple request into a
   * preflighted one, an extra round trip per URL on the partner's page, to say nothing the
   * server records.
   */
  partner?: string;
  /** Called on a 401 to a 'session' or 'bearer' call (shell §4/§8: log out and reload). */
  onUnauthorized?: () => void;
  /** The error service of quote §8 ("reported"); defaults to console.error. */
  onReport?: (error: ApiError, context: { call: string }) => void;
  /**
   * Every call's end, before any error policy turns a failure into a fallback: null for an
   * answer, the error otherwise. Widgets hear here that their API cannot be reached at all
   * (kind 'network') — which a call answering `false` by policy would hide. `call` names the
   * endpoint by its method and path template (`POST /api/Order`), never its filled-in ids.
   */
  onSettled?: (error: ApiError | null, call: string) => void;
  /** A fetch implementation for tests and server rendering; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

/** The loose shape every typed input of `EndpointInput` has, for the implementation. */
interface RequestInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  /**
   * Calls one endpoint of the catalogue: fills its `{name}` path placeholders, sends the query
   * and JSON (or FormData) body, and resolves to the answer parsed by the endpoint's response
   * schema. Rejects with `ApiError` on any failure.
   * @example const user = await client.request(endpoints.getUser);
   */
  request<E extends EndpointDefinition>(
    endpoint: E,
    ...args: EndpointArgs<E>
  ): Promise<EndpointOutput<E>>;
  /** `request` bound to one endpoint: the building block of the area files. */
  bind<E extends EndpointDefinition>(endpoint: E): EndpointCall<E>;
  /** The absolute URL of a call, for pages opened outside fetch (the sign-in popup). */
  url(endpoint: EndpointDefinition, input?: Pick<RequestInput, 'params' | 'query'>): string;
  /** Hands an error to the error service (`onReport`). */
  report(error: ApiError, call: string): void;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Parses one input part with its schema; a mismatch means nothing is sent. */
function parsePart(schema: z.ZodMiniType | undefined, value: unknown, part: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ApiError('invalid-request', `Invalid ${part}: ${result.error.message}`);
}

function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new ApiError('invalid-request', `Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call, without undefined/null values; arrays repeat their key. */
function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item != null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path and query of a call, each checked by the endpoint's schemas. */
function target(endpoint: EndpointDefinition, input: RequestInput): string {
  const params = parsePart(endpoint.params, input.params, 'params');
  return (
    fillPath(endpoint.path, params) + queryString(parsePart(endpoint.query, input.query, 'query'))
  );
}

/** Turns whatever ofetch (or fetch) threw into an `ApiError`. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const body: unknown = error.data;
    return new ApiError(
      'http',
      readErrorMessage(body) ?? `${error.status} ${error.statusText ?? ''}`.trim(),
      error.status ?? 0,
      readFieldErrors(body),
      body,
    );
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}

/**
 * Creates the typed HTTP client all API areas share.
 * @example
 * const client = createApiClient({ baseURL: 'https://bikeship.example', getToken: () => token });
 * const user = await client.request(endpoints.getUser);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create(
    // DECISION: no automatic retries — a payment or order call must never be sent twice, and
    // the stores decide when to try again.
    { baseURL: options.baseURL, credentials: options.credentials ?? 'include', retry: false },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function authorization(endpoint: EndpointDefinition): Promise<string | undefined> {
    const wantsBearer = endpoint.auth === 'bearer' || options.useBearer === true;
    const token = wantsBearer ? await options.getToken?.() : undefined;
    return token ? `Bearer ${token}` : undefined;
  }

  async function send(endpoint: EndpointDefinition, input: RequestInput = {}): Promise<unknown> {
    const url = target(endpoint, input);
    const headers: Record<string, string> = { ...input.headers };
    let body: BodyInit | undefined;
    if (endpoint.body === 'multipart') {
      body = input.body as FormData;
    } else if (endpoint.body) {
      // Stringified here, not by ofetch: it would send a bare string body unquoted.
      body = JSON.stringify(parsePart(endpoint.body, input.body, 'body'));
      headers['content-type'] = 'application/json';
    }
    const auth = await authorization(endpoint);
    // A caller's own Authorization wins over the session's token: a token being adopted (a
    // login, social sign-in, a password change) reads its user with itself — after a password
    // change the session's old token is refused, and its 401 would log the customer out.
    const givenAuthorization = Object.keys(headers).some(
      (name) => name.toLowerCase() === 'authorization',
    );
    if (auth && !givenAuthorization) headers.authorization = auth;
    // Percent-encoded: fetch refuses a header value with a line break or a character beyond
    // Latin-1 ('自転車') before anything is sent, and every write would fail as a network error.
    // Encoded, such a value reaches the server, whose 400 names the header. A slug is unchanged.
    if (options.partner && endpoint.method !== 'GET') {
      headers[PARTNER_HEADER] = encodeURIComponent(options.partner);
    }

    let response: Response & { _data?: unknown };
    // A call's own fetch (an upload that reports its progress) in place of the client's.
    const transport = input.fetch ? $fetch.create({}, { fetch: input.fetch }) : $fetch;
    try {
      response = await transport.raw(url, {
        method: endpoint.method,
        body,
        headers,
        signal: input.signal,
        responseType: endpoint.response === 'binary' ? 'blob' : 'json',
      });
    } catch (error) {
      const apiError = toApiError(error);
      options.onSettled?.(apiError, `${endpoint.method} ${endpoint.path}`);
      // A 401 on a public call (login, confirm password) is a wrong password, not a lost session.
      if (apiError.status === HTTP_UNAUTHORIZED && endpoint.auth !== 'public') {
        options.onUnauthorized?.();
      }
      throw apiError;
    }

    options.onSettled?.(null, `${endpoint.method} ${endpoint.path}`);
    const schema = endpoint.response;
    if (schema === 'none') return undefined;
    if (schema === 'binary') return response._data;
    const parsed = schema.safeParse(response._data);
    if (parsed.success) return parsed.data;
    throw new ApiError(
      'invalid-response',
      `Malformed answer from ${endpoint.method} ${endpoint.path}: ${parsed.error.message}`,
      response.status,
      [],
      response._data,
    );
  }

  // The public signatures are typed by `EndpointArgs`/`EndpointOutput`; `send` works on the loose
  // shape they all share, hence the casts at this one boundary.
  const request = ((endpoint: EndpointDefinition, input?: RequestInput) =>
    send(endpoint, input)) as ApiClient['request'];

  return {
    request,
    bind: <E extends EndpointDefinition>(endpoint: E): EndpointCall<E> =>
      ((input?: RequestInput) => send(endpoint, input)) as EndpointCall<E>,
    url: (endpoint, input = {}) => options.baseURL.replace(/\/$/, '') + target(endpoint, input),
    report: (error, call) =>
      options.onReport
        ? options.onReport(error, { call })
        : console.error(`[bikeship] ${call}`, error),
  };
}
