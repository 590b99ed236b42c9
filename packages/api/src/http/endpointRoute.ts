import type { EndpointDefinition } from '@bikeship/core/schemas';
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { TokenClaims } from '../auth/tokens';
import type { App, AppEnv } from './appEnv';
import { HttpError } from './httpError';
import { requestText } from './requestText';
import { unsafeTextErrors } from './unsafeText';
import { issuesToFieldErrors } from './validation';

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a handler of endpoint `E` receives: its parts parsed by the core schemas. */
export interface EndpointRequest<E extends EndpointDefinition> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: E['body'] extends 'multipart' ? FormData : Output<E['body']>;
  /** The signed-in user; never null on 'session' and 'bearer' endpoints. */
  user: E['auth'] extends 'public' ? TokenClaims | null : TokenClaims;
  c: Context<AppEnv>;
}

/** What a handler returns: the answer the endpoint's schema describes, or a raw Response. */
export type EndpointResult<E extends EndpointDefinition> = E['response'] extends z.ZodMiniType
  ? z.input<E['response']> | Response
  : Response | undefined;

/** The catalogue's endpoints that have a route on each app (the OpenAPI document lists them). */
const implementedEndpoints = new WeakMap<App, Set<EndpointDefinition>>();

/** The endpoints registered on `app` with `route`. */
export function endpointsOf(app: App): ReadonlySet<EndpointDefinition> {
  return implementedEndpoints.get(app) ?? new Set();
}

/** `/api/Address/{addressId}` → `/api/Address/:addressId` */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function parsePart(schema: unknown, value: unknown, part: string): unknown {
  const unsafe = unsafeTextErrors(value);
  if (unsafe.length > 0) throw new HttpError(400, `Invalid ${part}`, unsafe);
  if (!schema || typeof schema === 'string') return value;
  const result = (schema as z.ZodMiniType).safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(400, `Invalid ${part}`, issuesToFieldErrors(result.error.issues));
}

/** The query string as an object; a key given several times becomes an array. */
function readQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/** `application/json` or a `+json` type, with or without parameters (charset). */
function isJsonMediaType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

async function readBody(c: Context<AppEnv>, endpoint: EndpointDefinition): Promise<unknown> {
  if (!endpoint.body) return undefined;
  if (endpoint.body === 'multipart') {
    try {
      return await c.req.formData();
    } catch {
      throw new HttpError(400, 'The request body must be multipart/form-data');
    }
  }
  // A JSON endpoint reads JSON only: a body declared as anything else is refused before it is
  // read, so no content type (multipart's larger upload limit, say) can carry a body past the
  // JSON limit.
  const declared = c.req.header('content-type');
  if (declared !== undefined && !isJsonMediaType(declared)) {
    throw new HttpError(415, 'This call takes a JSON body (Content-Type: application/json)');
  }
  const text = await requestText(c);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', [
      { propertyName: '', message: 'The request body is not valid JSON' },
    ]);
  }
}

/**
 * Frozen answers already checked against their schema, by the object a handler returned. A
 * handler that answers the SAME frozen object again — a quote served from memory
 * (services/ratesCache.ts), GET /api/Rates being the hot call of the quote flow — is not parsed
 * again. Only frozen answers: nothing can have changed them since their check. A WeakMap lets
 * the checked copy go with the answer.
 */
const checkedAnswers = new WeakMap<object, object>();

/**
 * Registers one endpoint of the core catalogue (DESIGN.md §3: one contract): the route's
 * method and path come from the definition; path parameters, query and body are validated with
 * its schemas (400 with field errors otherwise); 'session' and 'bearer' endpoints answer 401
 * without a user; the answer is checked against the response schema, so the server cannot
 * drift from the contract the client validates.
 * @example
 * route(app, endpoints.getUser, async ({ user }) => users.get(user.id));
 */
export function route<E extends EndpointDefinition>(
  app: App,
  endpoint: E,
  handler: (request: EndpointRequest<E>) => Promise<EndpointResult<E>> | EndpointResult<E>,
  options: {
    /**
     * Runs once the path and query are valid and BEFORE the body is read: an upload whose
     * caller may not write there is refused without reading its megabytes.
     */
    beforeBody?: (request: Omit<EndpointRequest<E>, 'body'>) => Promise<void>;
  } = {},
): void {
  const registered = implementedEndpoints.get(app) ?? new Set<EndpointDefinition>();
  registered.add(endpoint);
  implementedEndpoints.set(app, registered);
  app.on(endpoint.method, honoPath(endpoint.path), async (c) => {
    const user = c.get('user');
    if (endpoint.auth !== 'public' && !user) {
      throw new HttpError(401, 'Sign in to continue');
    }
    if (endpoint.auth === 'bearer' && c.get('tokenSource') !== 'bearer') {
      throw new HttpError(401, 'This call needs an Authorization: Bearer token');
    }
    const params = parsePart(endpoint.params, c.req.param(), 'path parameters');
    const query = parsePart(endpoint.query, readQuery(c), 'query');
    if (options.beforeBody) {
      await options.beforeBody({ params, query, user, c } as Omit<EndpointRequest<E>, 'body'>);
    }
    const rawBody = await readBody(c, endpoint);
    const body = parsePart(endpoint.body, rawBody, 'body');
    const result = await handler({ params, query, body, user, c } as EndpointRequest<E>);
    if (result instanceof Response) return result;
    if (typeof endpoint.response === 'string') return c.body(null, 204);
    const reusable = typeof result === 'object' && result !== null && Object.isFrozen(result);
    const known = reusable ? checkedAnswers.get(result) : undefined;
    if (known !== undefined) return c.json(known);
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      // A bug of ours, not the caller's: log the mismatch, answer 500 without details.
      throw new Error(
        `Answer of ${endpoint.method} ${endpoint.path} breaks its schema: ${checked.error.message}`,
      );
    }
    if (reusable) checkedAnswers.set(result, checked.data as object);
    return c.json(checked.data as object);
  });
}
