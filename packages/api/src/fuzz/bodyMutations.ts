import {
  deeplyNested,
  EXTRA_KEYS,
  FRACTIONS,
  HUGE_NUMBERS,
  IMPOSSIBLE_DATES,
  LONE_SURROGATES,
  longString,
  NEGATIVE_NUMBERS,
  NUL_STRINGS,
  otherTypeValues,
} from './hostileValues';
import { itemSchema, type JsonSchema, propertySchema } from './jsonSchema';
import type { Random } from './random';
import { cloneBody, RawJson } from './rawJson';

/** What a mutation does to one place of a JSON body. */
export type BodyMutationKind =
  | 'wrong-type'
  | 'missing-field'
  | 'extra-field'
  | 'huge-number'
  | 'negative-number'
  | 'fraction'
  | 'nul-string'
  | 'lone-surrogate'
  | 'long-string'
  | 'impossible-date'
  | 'deep-nesting';

type Path = (string | number)[];

/** One place of a body: where it is, what is there, and what the schema says belongs there. */
interface Slot {
  path: Path;
  value: unknown;
  schema: JsonSchema | undefined;
}

function slotsOf(value: unknown, schema: JsonSchema | undefined, path: Path = []): Slot[] {
  const slots: Slot[] = [{ path, value, schema }];
  if (value instanceof RawJson) return slots;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      slots.push(...slotsOf(item, itemSchema(schema), [...path, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      slots.push(...slotsOf(member, propertySchema(schema, key), [...path, key]));
    }
  }
  return slots;
}

/** `body.stages.0.from` — how the report names a place. */
export function describePath(path: Path): string {
  return ['body', ...path.map(String)].join('.');
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let parent = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  // defineProperty: `__proto__` must become an own member, not the object's prototype.
  Object.defineProperty(parent, last, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return root;
}

const isNumberSlot = (slot: Slot) =>
  typeof slot.value === 'number' ||
  slot.schema?.type === 'number' ||
  slot.schema?.type === 'integer';
const isStringSlot = (slot: Slot) =>
  typeof slot.value === 'string' || slot.schema?.type === 'string';
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}/;
const isDateSlot = (slot: Slot) =>
  (typeof slot.value === 'string' && DATE_TEXT.test(slot.value)) ||
  (slot.schema?.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') ?? false);
const isObjectSlot = (slot: Slot) =>
  slot.value !== null &&
  typeof slot.value === 'object' &&
  !Array.isArray(slot.value) &&
  !(slot.value instanceof RawJson);

/** Prefer the slots `wanted` picks; any slot when there is none (the root at worst). */
function pickSlot(random: Random, slots: Slot[], wanted: (slot: Slot) => boolean): Slot {
  const matching = slots.filter(wanted);
  return random.pick(matching.length > 0 ? matching : slots);
}

/** A hostile text put in a string: alone, or inside the valid text that was there. */
function spliced(random: Random, valid: unknown, hostile: string): string {
  if (typeof valid !== 'string' || valid.length === 0 || random.chance(0.4)) return hostile;
  const at = random.int(0, valid.length);
  return valid.slice(0, at) + hostile + valid.slice(at);
}

export interface MutatedBody {
  body: unknown;
  /** For the report, e.g. `body.stages.0.pickupOption = 2147483648`. */
  description: string;
}

/** A value as the report shows it: JSON (escapes make NUL and surrogates visible), cut short. */
function shown(value: unknown): string {
  const text = value instanceof RawJson ? value.text : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text;
}

/**
 * One mutation of a valid body: the value at a random place (of the type the mutation aims at,
 * when the body has one) is replaced, dropped or joined by another. The valid body is not
 * changed.
 */
export function mutateBody(
  valid: unknown,
  schema: JsonSchema,
  kind: BodyMutationKind,
  random: Random,
): MutatedBody {
  const body = cloneBody(valid);
  const slots = slotsOf(body, schema);
  const replace = (slot: Slot, value: unknown): MutatedBody => ({
    body: setAt(body, slot.path, value),
    description: `${describePath(slot.path)} = ${shown(value)}`,
  });
  switch (kind) {
    case 'wrong-type': {
      const slot = random.pick(slots);
      return replace(slot, random.pick(otherTypeValues(slot.value)));
    }
    case 'missing-field': {
      const objects = slots.filter(
        (slot) => isObjectSlot(slot) && Object.keys(slot.value as object).length > 0,
      );
      if (objects.length === 0) return { body: {}, description: 'body = {} (nothing to drop)' };
      const slot = random.pick(objects);
      const keys = Object.keys(slot.value as object);
      const required = keys.filter((key) => slot.schema?.required?.includes(key));
      const key = random.pick(required.length > 0 && random.chance(0.7) ? required : keys);
      delete (slot.value as Record<string, unknown>)[key];
      return { body, description: `${describePath([...slot.path, key])} left out` };
    }
    case 'extra-field': {
      const slot = pickSlot(random, slots, isObjectSlot);
      if (!isObjectSlot(slot)) return replace(slot, { extra: 1 });
      const key = random.pick(EXTRA_KEYS);
      const value = random.pick<unknown>([1, 'x', null, { polluted: true }, [1, 2]]);
      setAt(body, [...slot.path, key], value);
      return {
        body,
        description: `${describePath([...slot.path, shown(key)])} added = ${shown(value)}`,
      };
    }
    case 'huge-number':
      return replace(pickSlot(random, slots, isNumberSlot), random.pick(HUGE_NUMBERS));
    case 'negative-number':
      return replace(pickSlot(random, slots, isNumberSlot), random.pick(NEGATIVE_NUMBERS));
    case 'fraction':
      return replace(pickSlot(random, slots, isNumberSlot), random.pick(FRACTIONS));
    case 'nul-string': {
      const slot = pickSlot(random, slots, isStringSlot);
      return replace(slot, spliced(random, slot.value, random.pick(NUL_STRINGS)));
    }
    case 'lone-surrogate': {
      const slot = pickSlot(random, slots, isStringSlot);
      return replace(slot, spliced(random, slot.value, random.pick(LONE_SURROGATES)));
    }
    case 'long-string':
      return replace(pickSlot(random, slots, isStringSlot), longString(random));
    case 'impossible-date':
      return replace(pickSlot(random, slots, isDateSlot), random.pick(IMPOSSIBLE_DATES));
    case 'deep-nesting':
      return replace(random.pick(slots), deeplyNested(random));
  }
}
