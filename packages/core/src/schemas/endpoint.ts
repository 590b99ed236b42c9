import type { ZodMiniType } from 'zod/mini';

/**
 * The shape of one entry of the `endpoints` catalogue: everything the API client needs to call a
 * route and everything the server needs to validate it and to describe it in its OpenAPI
 * document (its one-line summaries are the server's: api/src/openapi/operationSummaries.ts). The catalogue is the one contract between browser and server (DESIGN.md §3).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod;
  /** OpenAPI-style template with {name} placeholders, e.g. '/api/Address/{addressId}'. */
  path: string;
  /** Object schema of the path parameters. */
  params?: ZodMiniType;
  /** Object schema of the query string. */
  query?: ZodMiniType;
  /** 'multipart' = FormData (claims, documents). */
  body?: ZodMiniType | 'multipart';
  /** 'binary' = a file download (PDF/zip); 'none' = no body is read (e.g. a popup page). */
  response: ZodMiniType | 'binary' | 'none';
  /**
   * Error answers a caller must act on, by status, with their bodies (a 402 asking for 3-D
   * Secure, a 409 with the server's figures): documented in the OpenAPI document and parsed by
   * the client like any answer. Other errors have the common `{ message, errors? }` shape.
   */
  errorAnswers?: { 402?: ZodMiniType; 409?: ZodMiniType };
  /**
   * 'public': no user needed; 'session': cookie credentials (or bearer when the client is told
   * to use bearer, for embeds on partner origins); 'bearer': always sends the bearer token
   * (shell §6: claim creation). A 'public' call still carries the credentials the client has:
   * an order placed by a signed-in customer must be theirs, while a guest may order too.
   */
  auth: 'public' | 'session' | 'bearer';
}

/** Identity helper that keeps the literal types of one endpoint (method, path, schemas). */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}
