import type { JsonSchema } from './jsonSchema';

/** One parameter of an operation, as the OpenAPI document describes it. */
export interface OperationParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** What an operation takes as its body. */
export type OperationBody =
  | { kind: 'none' }
  | { kind: 'json'; schema: JsonSchema }
  | { kind: 'multipart' };

/** One operation of the server's OpenAPI document: what the fuzzer needs to call it. */
export interface FuzzOperation {
  /** The catalogue's name (operationId), e.g. 'createTemporaryOrder'. */
  id: string;
  method: string;
  /** The template, e.g. '/api/Address/{addressId}'. */
  pathTemplate: string;
  pathParameters: OperationParameter[];
  queryParameters: OperationParameter[];
  body: OperationBody;
  /** Needs a signed-in user (the document lists a security requirement). */
  needsSession: boolean;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function bodyOf(operation: OpenApiOperation): OperationBody {
  const content = operation.requestBody?.content;
  if (!content) return { kind: 'none' };
  if (content['multipart/form-data']) return { kind: 'multipart' };
  const json = content['application/json'];
  return json ? { kind: 'json', schema: json.schema ?? {} } : { kind: 'none' };
}

function parametersIn(operation: OpenApiOperation, location: 'path' | 'query') {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === location)
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required ?? location === 'path',
      schema: parameter.schema ?? {},
    }));
}

/**
 * Every operation of an OpenAPI 3.1 document (`GET /api/openapi.json`), in a stable order
 * (path, then method) so that one seed always walks them the same way.
 */
export function operationsOf(document: unknown): FuzzOperation[] {
  const paths = (document as OpenApiDocument).paths ?? {};
  const operations: FuzzOperation[] = [];
  for (const path of Object.keys(paths).sort()) {
    const methods = paths[path] ?? {};
    for (const method of Object.keys(methods).sort()) {
      const operation = methods[method];
      if (!operation || !HTTP_METHODS.has(method)) continue;
      operations.push({
        id: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        pathTemplate: path,
        pathParameters: parametersIn(operation, 'path'),
        queryParameters: parametersIn(operation, 'query'),
        body: bodyOf(operation),
        needsSession: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
