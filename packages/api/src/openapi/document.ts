import { PARTNER_HEADER } from '@bikeship/core/constants';
import {
  type EndpointDefinition,
  type Endpoints,
  endpoints,
  fieldErrorSchema,
  partnerSlugSchema,
} from '@bikeship/core/schemas';
import * as z from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { OPERATION_SUMMARIES } from './operationSummaries';

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of a core schema. Requests are described as the server takes them ('input':
 * defaults optional, coerced ids as text), answers as the server sends them ('output').
 * Refinements JSON Schema cannot say become `{}` rather than failing the whole document.
 */
function jsonSchemaOf(schema: ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The OpenAPI area of a path: '/api/SavedSearch/paged' → 'SavedSearch'. */
function tagOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}

/** Parameters of one part (path or query) from its object schema's properties. */
function parametersOf(schema: ZodMiniType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const objectSchema = jsonSchemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(objectSchema.properties ?? {}).map(([name, propertySchema]) => ({
    name,
    in: location,
    required: location === 'path' || (objectSchema.required ?? []).includes(name),
    schema: propertySchema,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          errors: { type: 'array', items: jsonSchemaOf(fieldErrorSchema, 'output') },
        },
        required: ['message'],
      },
    },
  },
});

/**
 * The partner header (http/partner.ts), declared once under `components.parameters` and named
 * by every write: the calls the embed's client sends it on (core api/client.ts).
 */
const PARTNER_PARAMETER = 'partner';
const partnerParameter = {
  name: PARTNER_HEADER,
  in: 'header',
  required: false,
  description:
    'The partner (bike shop) whose page embeds the widget. Any call may carry it and a ' +
    'malformed one is a 400 naming it; the order that POST /api/Order creates records it.',
  schema: jsonSchemaOf(partnerSlugSchema, 'input'),
};

function operationOf(name: keyof Endpoints, endpoint: EndpointDefinition): JsonSchema {
  const responses: Record<string, unknown> = {};
  if (endpoint.response === 'none') {
    responses['204'] = { description: 'Done (no body)' };
  } else if (endpoint.response === 'binary') {
    responses['200'] = {
      description: 'A file',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  } else {
    responses['200'] = {
      description: 'OK',
      content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output') } },
    };
  }
  if (endpoint.params || endpoint.query || endpoint.body) {
    responses['400'] = errorResponse('Invalid input: one item per field');
  }
  if (endpoint.auth !== 'public') responses['401'] = errorResponse('Not signed in');
  const answers = endpoint.errorAnswers ?? {};
  if (answers[402]) {
    responses['402'] = {
      description: 'The card needs 3-D Secure, or was declined: the order stays payable',
      content: { 'application/json': { schema: jsonSchemaOf(answers[402], 'output') } },
    };
  }
  if (answers[409]) {
    responses['409'] = {
      description:
        "The figures differ from the server's (its own figures given), or an attempt is under way",
      content: {
        'application/json': {
          schema: {
            anyOf: [
              jsonSchemaOf(answers[409], 'output'),
              errorResponse('').content['application/json'].schema,
            ],
          },
        },
      },
    };
  }
  const operation: JsonSchema = {
    operationId: name,
    summary: OPERATION_SUMMARIES[name],
    tags: [tagOf(endpoint.path)],
    parameters: [
      ...parametersOf(endpoint.params, 'path'),
      ...parametersOf(endpoint.query, 'query'),
      ...(endpoint.method === 'GET'
        ? []
        : [{ $ref: `#/components/parameters/${PARTNER_PARAMETER}` }]),
    ],
    responses,
  };
  if (endpoint.auth !== 'public') operation.security = [{ cookie: [] }, { bearer: [] }];
  if (endpoint.body === 'multipart') {
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object' } } },
    };
  } else if (endpoint.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
    };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of the calls this server implements, generated from the core
 * catalogue — the same schemas that validate requests here and answers in the browser.
 * @param implemented the names of the catalogue's calls that have a route (others are left out,
 *   so the document never promises a call that would answer 404).
 */
export function buildOpenApiDocument(options: {
  version: string;
  serverUrl?: string;
  implemented: ReadonlySet<string>;
}): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [
    keyof Endpoints,
    EndpointDefinition,
  ][]) {
    if (!options.implemented.has(name)) continue;
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operationOf(name, endpoint),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'bikeship API',
      version: options.version,
      description:
        'The reference API of bikeship: quotes, orders and accounts for shipping bicycles. ' +
        'Every request and answer is described by the same schemas the browser client validates with.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    components: {
      parameters: { [PARTNER_PARAMETER]: partnerParameter },
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'bikeship_token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
