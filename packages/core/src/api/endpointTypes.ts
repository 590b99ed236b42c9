import type * as z from 'zod/mini';
import type { EndpointDefinition } from '../schemas/endpoint';

/** `{}` without Biome's banned-type rule: an object type with no required key. */
type EmptyObject = Record<never, never>;

/** One input part (`params` or `query`): required when its schema has a required key. */
type SchemaPart<Key extends string, Schema> = Schema extends z.ZodMiniType
  ? EmptyObject extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: undefined };

type BodyPart<Body> = Body extends 'multipart'
  ? {
      body: FormData;
      /**
       * The fetch of this one upload instead of the client's: `fetchWithUploadProgress` (fetch
       * cannot tell how much of a body has been sent).
       */
      fetch?: typeof globalThis.fetch;
    }
  : Body extends z.ZodMiniType
    ? { body: z.input<Body> }
    : { body?: undefined };

type PartSchema<E, Key extends 'params' | 'query' | 'body'> = E extends {
  [K in Key]: infer Schema;
}
  ? Schema
  : undefined;

/** What a call of endpoint `E` takes: its path params, query and body, typed by its schemas. */
export type EndpointInput<E extends EndpointDefinition> = SchemaPart<
  'params',
  PartSchema<E, 'params'>
> &
  SchemaPart<'query', PartSchema<E, 'query'>> &
  BodyPart<PartSchema<E, 'body'>> & {
    /** Cancels the call (e.g. an outdated as-you-type lookup). */
    signal?: AbortSignal;
    /**
     * Extra request headers of this one call: `Idempotency-Key` on a payment (never charged
     * twice), `X-Bikeship-Order-Key` for a guest's order from a partner origin.
     */
    headers?: Record<string, string>;
  };

/** What a call of endpoint `E` resolves to: the parsed answer, a Blob, or nothing. */
export type EndpointOutput<E extends EndpointDefinition> = E['response'] extends 'binary'
  ? Blob
  : E['response'] extends 'none'
    ? undefined
    : E['response'] extends z.ZodMiniType
      ? z.output<E['response']>
      : never;

/** The argument list of a call: the input may be left out when nothing in it is required. */
export type EndpointArgs<E extends EndpointDefinition> =
  EmptyObject extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** A function bound to one endpoint. */
export type EndpointCall<E extends EndpointDefinition> = (
  ...args: EndpointArgs<E>
) => Promise<EndpointOutput<E>>;
