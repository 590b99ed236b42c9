import { type BodyMutationKind, mutateBody } from './bodyMutations';
import {
  bytesOf,
  hugeJsonBody,
  malformedJsonBody,
  malformedMultipartBody,
  NON_JSON_CONTENT_TYPES,
} from './brokenBodies';
import type { WireBody, WireRequest } from './httpClient';
import { formFor } from './multipartForms';
import type { FuzzOperation } from './openApiOperations';
import {
  mutateParams,
  type ParamEntry,
  type ParamMutationKind,
  validParam,
} from './paramMutations';
import type { Random } from './random';
import { cloneBody, toJsonText } from './rawJson';
import { type ValueContext, validValue } from './validValues';

/** What a request tries: a valid call, or one way of breaking it. */
export type RequestKind =
  | 'valid'
  | BodyMutationKind
  | 'huge-body'
  | 'wrong-content-type'
  | 'malformed-body'
  | 'bad-path-param'
  | 'bad-query-param'
  | 'bad-credentials';

/** Whose credentials a request carries; filled in when it is sent (tokens change). */
export interface RequestCredentials {
  via: 'bearer' | 'cookie' | 'none';
  /** Which of the fuzz session's accounts. */
  account: number;
}

/** One generated request and what it is meant to test. */
export interface FuzzRequest extends WireRequest {
  operation: FuzzOperation;
  kind: RequestKind;
  /** What was done to the valid request, e.g. `body.stages.0.pickupOption = 2147483648`. */
  mutation: string;
  credentials: RequestCredentials;
  /** A JSON body sent as this content type: the server must not accept it. */
  nonJsonContentType?: string;
}

export interface GeneratorContext extends ValueContext {
  /** Valid bodies by operation id, from the setup's own successful calls. */
  examples: ReadonlyMap<string, unknown>;
  /** How many accounts the fuzz session holds. */
  accounts: number;
}

/** How often each kind is tried, among the kinds that apply to an operation. */
const KIND_WEIGHTS: Record<RequestKind, number> = {
  valid: 3,
  'wrong-type': 1.5,
  'missing-field': 1,
  'extra-field': 1,
  'huge-number': 1.5,
  'negative-number': 1,
  fraction: 1,
  'nul-string': 1.5,
  'lone-surrogate': 1.5,
  'long-string': 0.5,
  'impossible-date': 0.7,
  'deep-nesting': 0.5,
  'huge-body': 0.3,
  'wrong-content-type': 1,
  'malformed-body': 1,
  'bad-path-param': 1.5,
  'bad-query-param': 1.5,
  'bad-credentials': 0.5,
};

const VALUE_KINDS: readonly RequestKind[] = [
  'wrong-type',
  'missing-field',
  'huge-number',
  'negative-number',
  'fraction',
  'nul-string',
  'lone-surrogate',
  'long-string',
  'impossible-date',
];

const GARBAGE_CREDENTIALS: readonly Record<string, string>[] = [
  { authorization: 'Bearer garbage' },
  { authorization: `Bearer ${'a'.repeat(5_000)}` },
  { authorization: 'Basic ZnV6ejpmdXp6' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiZXhwIjo5OTk5OTk5OTk5fQ.' },
  { authorization: 'Bearer a.b.c' },
  { cookie: 'bikeship_token=garbage' },
  { cookie: 'bikeship_token=%ZZ%00' },
  { cookie: `bikeship_token=${'x'.repeat(3_000)}` },
];

function applicableKinds(operation: FuzzOperation): Partial<Record<RequestKind, number>> {
  const { body, pathParameters, queryParameters, method } = operation;
  const hasBody = body.kind !== 'none';
  const hasValues = hasBody || pathParameters.length > 0 || queryParameters.length > 0;
  const weights: Partial<Record<RequestKind, number>> = {
    valid: KIND_WEIGHTS.valid,
    'extra-field': KIND_WEIGHTS['extra-field'],
    'bad-credentials': KIND_WEIGHTS['bad-credentials'],
  };
  if (hasValues) for (const kind of VALUE_KINDS) weights[kind] = KIND_WEIGHTS[kind];
  if (hasBody) {
    for (const kind of ['deep-nesting', 'wrong-content-type', 'malformed-body'] as const) {
      weights[kind] = KIND_WEIGHTS[kind];
    }
  }
  // A body on a GET has no meaning in HTTP and no client sends one; any other method may be
  // sent one, wanted or not.
  if (method !== 'GET') weights['huge-body'] = KIND_WEIGHTS['huge-body'];
  if (pathParameters.length > 0) weights['bad-path-param'] = KIND_WEIGHTS['bad-path-param'];
  if (queryParameters.length > 0) weights['bad-query-param'] = KIND_WEIGHTS['bad-query-param'];
  return weights;
}

function randomIp(random: Random): string {
  return `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

function credentialsFor(operation: FuzzOperation, context: GeneratorContext): RequestCredentials {
  const { random } = context;
  // Mostly the fresh account, which the setup's order and most harvested ids belong to.
  const account = random.chance(0.8) ? 0 : random.int(0, Math.max(0, context.accounts - 1));
  const signedIn = random.chance(operation.needsSession ? 0.92 : 0.5);
  if (!signedIn) return { via: 'none', account };
  return { via: random.chance(0.85) ? 'bearer' : 'cookie', account };
}

function validBody(operation: FuzzOperation, context: GeneratorContext): unknown {
  if (operation.body.kind !== 'json') return undefined;
  const example = context.examples.get(operation.id);
  if (example !== undefined && context.random.chance(0.6)) return cloneBody(example);
  return validValue(operation.body.schema, context);
}

/** The valid request's parts, which a mutation then changes in place. */
interface RequestParts {
  pathParams: ParamEntry[];
  queryParams: ParamEntry[];
  json: unknown;
  /** The mutation of an upload's form fields, made when the form is built. */
  formMutation?: BodyMutationKind;
  mutation: string;
}

function validParts(
  operation: FuzzOperation,
  kind: RequestKind,
  context: GeneratorContext,
): RequestParts {
  const { random } = context;
  const queryParams = operation.queryParameters
    .filter((parameter) => parameter.required || random.chance(0.5))
    .map((parameter) => validParam(parameter, context));
  // A broken query needs a parameter to break: an optional one left out is put back.
  if (queryParams.length === 0 && operation.queryParameters.length > 0 && kind !== 'valid') {
    queryParams.push(validParam(random.pick(operation.queryParameters), context));
  }
  return {
    pathParams: operation.pathParameters.map((parameter) => validParam(parameter, context)),
    queryParams,
    json: validBody(operation, context),
    mutation: 'none',
  };
}

/** Applies a mutation of one value (or one parameter) to the parts. */
function mutateParts(
  operation: FuzzOperation,
  kind: RequestKind,
  parts: RequestParts,
  random: Random,
): void {
  if (kind === 'bad-path-param') {
    parts.mutation = mutateParams(parts.pathParams, 'hostile-text', 'path', random);
    return;
  }
  if (kind === 'bad-query-param') {
    parts.mutation = mutateParams(parts.queryParams, 'hostile-text', 'query', random);
    return;
  }
  const isValueKind =
    VALUE_KINDS.includes(kind) || kind === 'extra-field' || kind === 'deep-nesting';
  if (!isValueKind) return;
  // Where it lands: the body counts twice (it holds most of the values); any request can be
  // given an unknown query parameter.
  const locations: ('body' | 'query' | 'path')[] = [
    ...(operation.body.kind !== 'none' ? (['body', 'body'] as const) : []),
    ...(parts.queryParams.length > 0 || kind === 'extra-field' ? (['query'] as const) : []),
    ...(parts.pathParams.length > 0 ? (['path'] as const) : []),
  ];
  const location = kind === 'deep-nesting' ? 'body' : random.pick(locations);
  if (location === 'body' && operation.body.kind === 'json') {
    const mutated = mutateBody(parts.json, operation.body.schema, kind as BodyMutationKind, random);
    parts.json = mutated.body;
    parts.mutation = mutated.description;
  } else if (location === 'body') {
    parts.formMutation = kind as BodyMutationKind;
  } else {
    const params = location === 'query' ? parts.queryParams : parts.pathParams;
    parts.mutation = mutateParams(params, kind as ParamMutationKind, location, random);
  }
}

/** The body as sent, its headers, and what was done to it (when the body is what is broken). */
interface SentBody {
  body?: WireBody;
  contentType?: string;
  nonJsonContentType?: string;
  mutation?: string;
}

function sentBody(
  operation: FuzzOperation,
  kind: RequestKind,
  parts: RequestParts,
  context: GeneratorContext,
): SentBody {
  const { random } = context;
  if (kind === 'huge-body') {
    const huge = hugeJsonBody(parts.json, random);
    const chunked = random.chance(0.4);
    return {
      body: { type: 'bytes', bytes: huge.bytes, chunked },
      contentType: 'application/json',
      mutation: `${huge.what}${chunked ? ', chunked' : ''}`,
    };
  }
  if (operation.body.kind === 'json') {
    const text = toJsonText(parts.json);
    if (kind === 'malformed-body') {
      const malformed = malformedJsonBody(text, random);
      const body: WireBody = { type: 'bytes', bytes: malformed.bytes };
      return { body, contentType: 'application/json', mutation: malformed.what };
    }
    const body: WireBody = { type: 'bytes', bytes: bytesOf(text) };
    if (kind !== 'wrong-content-type') {
      return {
        body,
        contentType: random.pick(['application/json', 'application/json; charset=utf-8']),
      };
    }
    if (random.chance(0.2)) return { body, mutation: 'no Content-Type' };
    const nonJsonContentType = random.pick(NON_JSON_CONTENT_TYPES);
    return {
      body,
      contentType: nonJsonContentType,
      nonJsonContentType,
      mutation: `Content-Type: ${nonJsonContentType}`,
    };
  }
  if (operation.body.kind === 'multipart') {
    if (kind === 'wrong-content-type') {
      const contentType = random.pick(['application/json', 'text/plain']);
      const body: WireBody = { type: 'bytes', bytes: bytesOf('{"orderId":1}') };
      return { body, contentType, mutation: `Content-Type: ${contentType}` };
    }
    if (kind === 'malformed-body') {
      const malformed = malformedMultipartBody(random);
      const body: WireBody = { type: 'bytes', bytes: malformed.bytes };
      return { body, contentType: malformed.contentType, mutation: malformed.what };
    }
    const generated = formFor(operation.id, context, parts.formMutation);
    const body: WireBody = { type: 'form', form: generated.form };
    return parts.mutation === 'none' ? { body, mutation: generated.description } : { body };
  }
  return {};
}

/**
 * One request for `operation`: a valid one built from its schemas (or from a valid body the
 * setup sent), or that request broken in one way — a kind picked at random among those that
 * apply to the operation, at a random place of its body, query or path.
 */
export function generateRequest(operation: FuzzOperation, context: GeneratorContext): FuzzRequest {
  const { random } = context;
  const kind = random.pickWeighted(applicableKinds(operation));
  const parts = validParts(operation, kind, context);
  mutateParts(operation, kind, parts, random);
  const headers: Record<string, string> = {
    // The server trusts one proxy hop here (fuzzServer), so each request is its own "address":
    // the per-IP sign-in limits would otherwise answer 429 to most of a run.
    'x-forwarded-for': randomIp(random),
  };
  const orderKey = context.known.pick(random, 'orderKey', 'string');
  if (orderKey !== undefined && random.chance(0.3)) {
    headers['x-bikeship-order-key'] = String(orderKey);
  }
  const sent = sentBody(operation, kind, parts, context);
  if (sent.contentType) headers['content-type'] = sent.contentType;
  let mutation = sent.mutation ?? parts.mutation;

  let credentials = credentialsFor(operation, context);
  if (kind === 'bad-credentials') {
    credentials = { via: 'none', account: 0 };
    const garbage = random.pick(GARBAGE_CREDENTIALS);
    Object.assign(headers, garbage);
    const [name, value] = Object.entries(garbage)[0] ?? ['', ''];
    mutation = `${name}: ${value.slice(0, 40)}`;
  }

  const path = operation.pathTemplate.replace(
    /\{(\w+)\}/g,
    (_, name: string) => parts.pathParams.find((param) => param.name === name)?.text ?? '',
  );
  const query = parts.queryParams.map((param) => `${param.name}=${param.text}`).join('&');
  return {
    operation,
    kind,
    mutation,
    credentials,
    method: operation.method,
    path: query ? `${path}?${query}` : path,
    headers,
    ...(sent.body ? { body: sent.body } : {}),
    ...(sent.nonJsonContentType ? { nonJsonContentType: sent.nonJsonContentType } : {}),
  };
}
