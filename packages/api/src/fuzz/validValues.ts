import fc from 'fast-check';
import { isIntegerSchema, type JsonSchema } from './jsonSchema';
import type { KnownValues } from './knownValues';
import type { Random } from './random';
import {
  BOULDER,
  PLACES,
  type PlacePair,
  realisticNumbers,
  realisticTexts,
  SAN_FRANCISCO,
} from './realisticValues';

/** What building a valid value needs besides its schema. */
export interface ValueContext {
  random: Random;
  known: KnownValues;
  /** The server's today, for ship dates that lie ahead. */
  today: Date;
}

/** Arrays are kept short: a valid request is about reaching code, not about size. */
const EXTRA_ARRAY_ITEMS = 2;
/** Optional properties are left out this often, so both shapes are sent. */
const OPTIONAL_PROPERTY_CHANCE = 0.6;
/** Id-like fields name a row the server handed out this often (when one is known). */
const KNOWN_VALUE_CHANCE = 0.7;

/** The largest PostgreSQL `integer`: a maximum of exactly this marks a whole number. */
const INT4_MAX = 2_147_483_647;

const WORD_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

const patterns = new Map<string, RegExp>();

/** The schema's pattern, compiled once (a run checks the same few patterns thousands of times). */
function patternOf(schema: JsonSchema): RegExp | undefined {
  if (!schema.pattern) return undefined;
  let pattern = patterns.get(schema.pattern);
  if (!pattern) {
    pattern = new RegExp(schema.pattern);
    patterns.set(schema.pattern, pattern);
  }
  return pattern;
}

function fitsString(text: string, schema: JsonSchema): boolean {
  return (
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (patternOf(schema)?.test(text) ?? true)
  );
}

function randomWord(random: Random, schema: JsonSchema): string {
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? min + 12, min + 12);
  const length = random.int(min, Math.max(min, max));
  let word = '';
  for (let i = 0; i < length; i += 1) word += random.pick([...WORD_CHARACTERS]);
  return word;
}

function validString(
  schema: JsonSchema,
  context: ValueContext,
  name: string,
  places: PlacePair,
): string {
  const { random, known } = context;
  const candidates = realisticTexts(random, name, places, context.today).filter((text) =>
    fitsString(text, schema),
  );
  if (candidates.length > 0 && random.chance(0.85)) return random.pick(candidates);
  if (/(Id|^id|Code|^code)$/.test(name) && random.chance(KNOWN_VALUE_CHANCE)) {
    const value = known.pick(random, name, 'string');
    if (typeof value === 'string' && fitsString(value, schema)) return value;
  }
  if (schema.format === 'email') return `fuzz-${random.int(1, 1_000_000)}@example.com`;
  const pattern = patternOf(schema);
  if (pattern) {
    // fast-check builds a text for any pattern; the run's generator seeds it, so it replays.
    const [text] = fc.sample(fc.stringMatching(pattern), {
      seed: random.nextSeed(),
      numRuns: 1,
    });
    if (text !== undefined && fitsString(text, schema)) return text;
  }
  return randomWord(random, schema);
}

function validNumber(
  schema: JsonSchema,
  context: ValueContext,
  name: string,
  position: number,
): number {
  const { random, known } = context;
  // Ids, codes and whatever must fit a database integer are whole numbers, even where the
  // document could not say so (a zod refinement it leaves out).
  const identifying = /(Id|^id|Code|^code)$/.test(name);
  const integer = isIntegerSchema(schema) || identifying || schema.maximum === INT4_MAX;
  const low =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
      : (schema.minimum ?? 0);
  const high =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : 0.01)
      : (schema.maximum ?? Math.max(low, 1000) * 2);
  const fits = (value: number) =>
    value >= low && value <= high && (!integer || Number.isInteger(value));
  if (identifying && random.chance(KNOWN_VALUE_CHANCE)) {
    const value = known.pick(random, name, 'number');
    if (typeof value === 'number' && fits(value)) return value;
  }
  const realistic = realisticNumbers(name, position).filter(fits);
  if (realistic.length > 0 && random.chance(0.85)) return random.pick(realistic);
  // Mostly small values near the lower bound (where counts, ids and money live), sometimes the
  // bounds themselves, which are valid too.
  const roll = random.next();
  if (roll < 0.1) return integer ? Math.ceil(low) : low;
  if (roll < 0.15) return integer ? Math.floor(high) : high;
  const top = Math.min(high, low + 100);
  const value = low + random.next() * (top - low);
  return integer ? Math.min(Math.floor(high), Math.max(Math.ceil(low), Math.round(value))) : value;
}

/**
 * A value that `schema` accepts (as far as JSON Schema can say: refinements the document could
 * not express may still refuse it), with realistic texts where the field's name suggests them.
 * @param name the property the value is for (drives the realistic values)
 * @param position the index in the enclosing array (stages are numbered by it)
 */
export function validValue(
  schema: JsonSchema,
  context: ValueContext,
  name = '',
  position = 0,
  places: PlacePair = { from: SAN_FRANCISCO, to: BOULDER },
): unknown {
  const { random } = context;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return validValue(random.pick(variants), context, name, position, places);
  }
  switch (schema.type) {
    case 'object': {
      // One pair of places per object, so its city, state and postal code agree.
      const own: PlacePair = { from: random.pick(PLACES), to: random.pick(PLACES) };
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!required.has(key) && random.chance(OPTIONAL_PROPERTY_CHANCE)) continue;
        value[key] = validValue(property, context, key, 0, own);
      }
      return value;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + EXTRA_ARRAY_ITEMS, min + EXTRA_ARRAY_ITEMS);
      const length = random.int(min, Math.max(min, max));
      return Array.from({ length }, (_, index) =>
        validValue(schema.items ?? {}, context, name, index, places),
      );
    }
    case 'string':
      return validString(schema, context, name, places);
    case 'number':
    case 'integer':
      return validNumber(schema, context, name, position);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      // `{}` (anything): the document could not describe it; a short text is as good as any.
      return randomWord(random, {});
  }
}
