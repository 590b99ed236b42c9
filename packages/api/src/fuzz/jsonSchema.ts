/**
 * The part of JSON Schema (draft 2020-12) that the server's OpenAPI document uses for requests
 * (openapi/document.ts, generated from the core's zod schemas). Keywords the fuzzer does not
 * know are ignored: a value it builds may then be refused, which is still a fair request.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** An integer is a JSON Schema number with `multipleOf: 1` (how zod writes `.int()`) or `integer`. */
export function isIntegerSchema(schema: JsonSchema): boolean {
  return schema.type === 'integer' || (schema.type === 'number' && schema.multipleOf === 1);
}

/** The schema of one property of an object schema, if the schema names it. */
export function propertySchema(
  schema: JsonSchema | undefined,
  key: string,
): JsonSchema | undefined {
  if (!schema) return undefined;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    for (const variant of variants) {
      const found = propertySchema(variant, key);
      if (found) return found;
    }
    return undefined;
  }
  return schema.properties?.[key];
}

/** The schema of an array's items. */
export function itemSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(itemSchema).find(Boolean);
  return schema.items;
}
